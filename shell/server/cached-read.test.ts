import type { RemoteEntry, RemoteName } from '@staydesk/contracts';
import { cachedRead, withoutWaiting } from './cached-read';
import { originsOf } from './remote-origins';

const entry = (name: RemoteName, manifestUrl: string): RemoteEntry => ({
  name,
  version: '1.0.0',
  manifestUrl,
});

describe('the cached registry', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
  });

  test('reads the registry once per period, and again after it', async () => {
    let manifestUrl = 'http://localhost:3003/mf-manifest.json';
    const load = jest.fn(async () => [entry('mf-tasks', manifestUrl)]);
    const registry = cachedRead(load, [], 'the registry', 3_000, now);
    const origins = async () => originsOf(await registry());

    expect(await Promise.all([origins(), origins()])).toEqual([
      ['http://localhost:3003'],
      ['http://localhost:3003'],
    ]);
    manifestUrl = 'http://localhost:3153/mf-manifest.json';
    clock = 2_999;
    expect(await origins()).toEqual(['http://localhost:3003']);
    expect(load).toHaveBeenCalledTimes(1);

    clock = 3_000;
    expect(await origins()).toEqual(['http://localhost:3153']);
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('keeps what it last read while the registry cannot be read', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<RemoteEntry[]>, []>()
      .mockResolvedValueOnce([entry('mf-tasks', 'http://localhost:3003/mf-manifest.json')])
      .mockRejectedValueOnce(new Error('database down'));
    const registry = cachedRead(load, [], 'the registry', 3_000, now);
    const origins = async () => originsOf(await registry());

    await origins();
    clock = 3_000;
    expect(await origins()).toEqual(['http://localhost:3003']);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });
});

test('without waiting: the first caller waits for the read, later ones get the last value at once', async () => {
  let clock = 0;
  let version = 1;
  let finishRead: () => void = () => undefined;
  const load = jest.fn(
    () => new Promise<number>((resolve) => (finishRead = () => resolve(version))),
  );
  const read = withoutWaiting(cachedRead(load, 0, 'the version', 3_000, () => clock));

  const first = read();
  finishRead();
  expect(await first).toBe(1);

  clock = 3_000;
  version = 2;
  // The value has expired: a read starts, but the caller is not held up by it.
  expect(await read()).toBe(1);
  expect(load).toHaveBeenCalledTimes(2);
  finishRead();
  await new Promise((settled) => setImmediate(settled));
  expect(await read()).toBe(2);
});
