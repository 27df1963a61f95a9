import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import type { ProviderStatus } from '@staydesk/contracts';
import { startStatusPoll, statusPollSettings } from './status-poll';

/** A local statuspage-style source whose answers the test sets. */
function fakeStatusSource(answers: Array<{ status: number; body: string }>) {
  let requests = 0;
  const server: Server = createServer((_request, response) => {
    const answer = answers[Math.min(requests, answers.length - 1)]!;
    requests += 1;
    response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
  });
  return {
    server,
    requests: () => requests,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2/status.json`,
  };
}

const summary = (indicator: string, description: string) =>
  JSON.stringify({
    page: { id: 'x', name: 'Provider', url: 'https://status.provider.test' },
    status: { indicator, description },
  });

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 10));
  if (!check()) throw new Error('timed out');
};

describe('the provider status poll', () => {
  it('reads the indicator and the status page, and backs off while the source fails', async () => {
    const source = fakeStatusSource([
      { status: 200, body: summary('major', 'Major System Outage') },
      { status: 500, body: '{}' },
      { status: 200, body: '{"not":"a summary"}' },
      { status: 200, body: summary('none', 'All Systems Operational') },
    ]);
    await new Promise<void>((resolve) => source.server.listen(0, '127.0.0.1', resolve));
    const recorded: ProviderStatus[] = [];
    const poll = startStatusPoll(
      { sourceUrl: source.url(), statusPageUrl: null, intervalMs: 20, maxBackoffMs: 80 },
      async (status) => void recorded.push(status),
      pino({ level: 'silent' }),
    );
    try {
      await waitFor(() => recorded.length >= 2);
      expect(recorded[0]).toEqual({
        down: true,
        description: 'Major System Outage',
        statusPageUrl: 'https://status.provider.test',
      });
      expect(recorded[1]).toMatchObject({ down: false, description: 'All Systems Operational' });
      // Two failures in between, then success: 4 requests, not one per 20 ms.
      expect(source.requests()).toBe(4);
    } finally {
      poll.stop();
      source.server.close();
    }
  });

  it('is off unless a source is configured, and refuses a source that is not a web address', () => {
    expect(statusPollSettings({})).toBeNull();
    expect(() => statusPollSettings({ STATUS_SOURCE_URL: 'file:///etc/passwd' })).toThrow(
      'not an http or https address',
    );
    expect(
      statusPollSettings({ STATUS_SOURCE_URL: 'https://status.example.com/api/v2/status.json' }),
    ).toMatchObject({ intervalMs: 60_000, statusPageUrl: null });
  });
});
