import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CSRF_HEADER } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

interface ChatRequest {
  model: string;
  messages: Array<{ role: string; content: string | null; tool_call_id?: string }>;
  tools: Array<{ function: { name: string } }>;
}
type Reply = (request: ChatRequest) => { status?: number; body: unknown; delayMs?: number };

/** A chat-completions service on a local port, answering from a script of replies. */
let replies: Reply[] = [];
const received: Array<{ authorization?: string; body: ChatRequest }> = [];
let fake: Server;

const readJson = async (request: IncomingMessage) => {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  return JSON.parse(text) as ChatRequest;
};

beforeAll(async () => {
  fake = createServer((request, response) => {
    void readJson(request).then((body) => {
      received.push({ authorization: request.headers.authorization, body });
      const reply = replies.shift()?.(body) ?? { status: 500, body: {} };
      setTimeout(() => {
        response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(reply.body));
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  process.env.AI_BASE_URL = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
  process.env.AI_API_KEY = 'test-key';
  process.env.AI_MODEL = 'test-model';
  process.env.AI_TIMEOUT_MS = '1000';
});
afterAll(async () => {
  for (const name of ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL', 'AI_TIMEOUT_MS'])
    delete process.env[name];
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});

let duneId = '';
const api = withTestApi(async () => {
  const { customerId } = await createCustomerWithUsers('Seaside', ['admin']);
  const dune = await Listing.create({
    customerId,
    name: 'Dune House',
    location: { city: 'Ogunquit' },
  });
  duneId = dune._id.toString();
});

const toolCall = (name: string, args: unknown) => ({
  body: {
    choices: [
      {
        message: {
          content: null,
          tool_calls: [
            {
              id: `call-${name}`,
              type: 'function',
              function: { name, arguments: JSON.stringify(args) },
            },
          ],
        },
      },
    ],
  },
});
const says = (content: string) => ({ body: { choices: [{ message: { content } }] } });
const lastToolResult = (request: ChatRequest) =>
  JSON.parse(
    request.messages.filter((message) => message.role === 'tool').at(-1)?.content ?? 'null',
  ) as unknown;

async function ask(question: string, status: number) {
  const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
  return agent.post('/api/assistant').set(CSRF_HEADER, csrf).send({ question }).expect(status);
}

beforeEach(() => {
  replies = [];
  received.length = 0;
});

test('a read tool call, then a command tool call, becomes a proposed command', async () => {
  replies = [
    () => toolCall('find_listings', { query: 'Dune' }),
    (request) => {
      const [listing] = lastToolResult(request) as Array<{ id: string }>;
      return toolCall('propose_task_create', {
        summary: 'Clean Dune House tomorrow at 10',
        payload: {
          title: 'Clean Dune House',
          category: 'cleaning',
          listingId: listing?.id,
          dueDate: '2026-12-02T10:00',
        },
      });
    },
    () => says('I prepared a cleaning task for Dune House. Confirm it to create it.'),
  ];
  const before = await Task.countDocuments();
  const response = await ask('please get Dune House cleaned tomorrow at 10', 200);

  expect(response.body).toEqual({
    answer: 'I prepared a cleaning task for Dune House. Confirm it to create it.',
    understood: true,
    data: [{ kind: 'listing', id: duneId, name: 'Dune House', city: 'Ogunquit' }],
    proposedCommands: [
      {
        label: 'Create task',
        summary: 'Clean Dune House tomorrow at 10',
        action: {
          type: 'command',
          topic: 'tasks',
          event: 'task.create',
          payload: {
            title: 'Clean Dune House',
            category: 'cleaning',
            listingId: duneId,
            dueDate: '2026-12-02T10:00',
          },
        },
      },
    ],
  });
  expect(await Task.countDocuments()).toBe(before);
  const [first] = received;
  expect(first?.authorization).toBe('Bearer test-key');
  expect(first?.body.model).toBe('test-model');
  expect(first?.body.tools.map((tool) => tool.function.name)).toEqual(
    expect.arrayContaining([
      'find_listings',
      'find_reservations',
      'tasks_due',
      'propose_task_create',
    ]),
  );
  expect(lastToolResult(received[2]!.body)).toEqual({ proposed: true, note: expect.any(String) });
});

test('a proposal its command would refuse goes back to the model as an error, not to the user', async () => {
  replies = [
    () => toolCall('propose_task_create', { summary: 'Untitled', payload: { title: '  ' } }),
    () => says('I need a title for that task.'),
  ];
  const response = await ask('make a task', 200);

  expect(response.body.proposedCommands).toEqual([]);
  expect(lastToolResult(received[1]!.body)).toEqual({ error: 'title: Title is required' });
});

test('an error status of the service is a 502 with a plain message', async () => {
  replies = [() => ({ status: 500, body: { error: 'boom' } })];
  const response = await ask('what is due today', 502);
  expect(response.body.error).toEqual({
    code: 'unavailable',
    message: 'The assistant service answered 500.',
  });
});

test('a service slower than the time-out is a 504', async () => {
  replies = [() => ({ ...says('late'), delayMs: 1_500 })];
  const response = await ask('what is due today', 504);
  expect(response.body.error.message).toBe(
    'The assistant took too long to answer. Please try again.',
  );
});

test('an answer that is not chat completions is a 502', async () => {
  replies = [() => ({ body: { hello: 'world' } })];
  const response = await ask('what is due today', 502);
  expect(response.body.error.message).toBe('The assistant service sent an unreadable answer.');
});
