import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SESSION_COOKIE } from '@staydesk/contracts';
import { publish } from '../../services/live-events';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let seasideId: string;
let mountainId: string;
const api = withTestApi(async () => {
  seasideId = (await createCustomerWithUsers('Seaside', ['admin'])).customerId.toString();
  mountainId = (await createCustomerWithUsers('Mountain', ['admin'])).customerId.toString();
});

/**
 * Opens the SSE stream with the agent's cookies, accepting compression as a browser does, and
 * collects the data lines as text.
 */
function openStream(cookie: string) {
  const received: Array<{ topic: string; type: string }> = [];
  let headers: http.IncomingHttpHeaders | undefined;
  const port = (api.server.address() as AddressInfo).port;
  const request = http.get(
    {
      port,
      path: '/api/events',
      headers: { cookie, accept: 'text/event-stream', 'accept-encoding': 'gzip, deflate, br' },
    },
    (response) => {
      headers = response.headers;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const line of chunk.split('\n'))
          if (line.startsWith('data: ')) received.push(JSON.parse(line.slice(6)));
      });
    },
  );
  return { received, headers: () => headers, close: () => request.destroy() };
}

async function sessionCookie(email: string): Promise<string> {
  const { agent } = await signedInAgent(api.server, email);
  const cookies = (
    agent as unknown as {
      jar: { getCookie(name: string, access: object): { value: string } | undefined };
    }
  ).jar;
  const sid = cookies.getCookie(SESSION_COOKIE, {
    domain: '127.0.0.1',
    path: '/',
    secure: false,
    script: false,
  });
  if (!sid) throw new Error('no session cookie');
  return `${SESSION_COOKIE}=${sid.value}`;
}

const waitFor = async (check: () => boolean, ms = 5_000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('GET /api/events', () => {
  it("streams the caller's customer's events and nobody else's", async () => {
    const seaside = openStream(await sessionCookie('admin@seaside.test'));
    const mountain = openStream(await sessionCookie('admin@mountain.test'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await publish({
      customerId: seasideId,
      topic: 'tasks',
      type: 'task.updated',
      payload: { taskId: 'a' },
    });
    await publish({
      customerId: mountainId,
      topic: 'tasks',
      type: 'task.created',
      payload: { taskId: 'b' },
    });
    await waitFor(() => seaside.received.length >= 1 && mountain.received.length >= 1);
    expect(seaside.received).toEqual([
      expect.objectContaining({ topic: 'tasks', type: 'task.updated' }),
    ]);
    expect(mountain.received).toEqual([
      expect.objectContaining({ topic: 'tasks', type: 'task.created' }),
    ]);
    seaside.close();
    mountain.close();
  });

  it('sends each event at once, never compressed nor held back', async () => {
    const stream = openStream(await sessionCookie('admin@seaside.test'));
    await waitFor(() => stream.headers() !== undefined);
    expect(stream.headers()).not.toHaveProperty('content-encoding');
    await publish({
      customerId: seasideId,
      topic: 'tasks',
      type: 'task.created',
      payload: { taskId: 'c' },
    });
    // A compressor would keep this small event in its buffer: it would never arrive.
    await waitFor(() => stream.received.length === 1);
    expect(stream.received[0]).toMatchObject({ topic: 'tasks', type: 'task.created' });
    stream.close();
  });
});
