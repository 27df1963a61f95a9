import type { RemoteEntry, RemoteName } from '@staydesk/contracts';
import { cachedRead, originsOf } from './remote-origins';

const entry = (name: RemoteName, manifestUrl: string): RemoteEntry => ({
  name,
  version: '1.0.0',
  manifestUrl,
});

test('the origins of the manifests, once each; paths on the own origin and odd schemes add none', () => {
  expect(
    originsOf([
      entry('mf-tasks', 'https://cdn.example.com/mf-tasks/1.4.0/mf-manifest.json'),
      entry('mf-palette', 'https://cdn.example.com/mf-palette/2.0.0/mf-manifest.json'),
      entry('mf-execution', 'http://localhost:3005/mf-manifest.json'),
      entry('mf-marketplace', '/remotes/mf-marketplace/mf-manifest.json'),
      entry('mf-notifications', 'data:application/json,{}'),
    ]),
  ).toEqual(['https://cdn.example.com', 'http://localhost:3005']);
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
