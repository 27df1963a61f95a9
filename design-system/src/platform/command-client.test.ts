import { COMMAND_TIMEOUT_MESSAGE } from '@staydesk/contracts';
import { createCommandClient } from './command-client';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const request = (topic: string, event: string, itemId = 'item-1') => ({
  action: { type: 'command', topic, event, payload: { itemId } },
});

describe('executeCommand', () => {
  it("sends topic 'notifications' to /api/notifications and others to /api/commands", async () => {
    const fetcher = jest.fn(async (_path: string) =>
      json(200, { success: true, data: null, error: null }),
    );
    const execute = createCommandClient({ fetcher });
    await execute(request('notifications', 'markAsRead'));
    await execute(request('tasks', 'task.create'));
    expect(fetcher.mock.calls.map(([path]) => path)).toEqual([
      '/api/notifications',
      '/api/commands',
    ]);
  });

  it('drops a duplicate with the same topic, event and id within 1 s, and not after', async () => {
    let now = 0;
    const fetcher = jest.fn(async () => json(200, { success: true, data: null, error: null }));
    const execute = createCommandClient({ fetcher, now: () => now });
    await execute(request('tasks', 'item.complete'));
    now = 999;
    const duplicate = await execute(request('tasks', 'item.complete'));
    await execute(request('tasks', 'item.complete', 'item-2'));
    now = 1_000;
    await execute(request('tasks', 'item.complete'));
    expect(duplicate.success).toBe(false);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('sends a repeat within 1 s when another command about the same id came in between', async () => {
    const fetcher = jest.fn(async () => json(200, { success: true, data: null, error: null }));
    const execute = createCommandClient({ fetcher, now: () => 0 });
    await execute(request('dashboard', 'item.complete'));
    await execute(request('dashboard', 'item.restore'));
    const again = await execute(request('dashboard', 'item.complete'));
    expect(again.success).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it("returns the API's result, and a refusal's message as the error", async () => {
    const done = { success: true, data: { id: 't1' }, error: null };
    expect(
      await createCommandClient({ fetcher: async () => json(200, done) })(request('tasks', 'a')),
    ).toEqual(done);
    const refused = { error: { code: 'validation_failed', message: 'title: Title is required' } };
    expect(
      await createCommandClient({ fetcher: async () => json(422, refused) })(request('tasks', 'b')),
    ).toEqual({ success: false, data: null, error: 'title: Title is required' });
  });

  it('sends a lost command again with the same Idempotency-Key until it is answered', async () => {
    const keys: string[] = [];
    const answers = [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(json(503, { error: { code: 'unavailable', message: 'down' } })),
      () => Promise.resolve(json(200, { success: true, data: null, error: null })),
    ];
    const fetcher = jest.fn((_path: string, init?: RequestInit) => {
      keys.push(new Headers(init?.headers).get('idempotency-key') ?? '');
      return answers[keys.length - 1]!();
    });
    const execute = createCommandClient({ fetcher, retryDelaysMs: [0, 0, 0], newKey: () => 'k-1' });
    expect(await execute(request('tasks', 'task.create'))).toMatchObject({ success: true });
    expect(keys).toEqual(['k-1', 'k-1', 'k-1']);
  });

  it("turns an error body into the result's error", async () => {
    const fetcher = async () =>
      json(400, { error: { code: 'unknown_command', message: "Unknown command event 'x'" } });
    const result = await createCommandClient({ fetcher })(request('tasks', 'x'));
    expect(result).toEqual({ success: false, data: null, error: "Unknown command event 'x'" });
  });

  it("answers 'Command execution timed out' when the API does not answer in time", async () => {
    jest.useFakeTimers();
    const fetcher = (_path: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        );
      });
    const pending = createCommandClient({ fetcher, timeoutMs: 120_000 })(request('tasks', 'slow'));
    await jest.advanceTimersByTimeAsync(120_000);
    expect(await pending).toEqual({ success: false, data: null, error: COMMAND_TIMEOUT_MESSAGE });
    jest.useRealTimers();
  });

  it("answers 'Failed to execute command' when the network still fails after the retries", async () => {
    const fetcher = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await createCommandClient({ fetcher, retryDelaysMs: [0, 0] })(
      request('tasks', 'offline'),
    );
    expect(result.error).toBe('Failed to execute command');
  });
});
