import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { REQUEST_STARTS_GLOBAL } from '@staydesk/design-system/scheduling';
import { buildFixtureRemote } from './fixture-remote';
import { RequestStartsRuntimeModule, type RequestStartsOptions } from './request-starts-plugin';

const tasksDrained = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the runtime that starts requests in tasks of their own', () => {
  const channels: MessageChannel[] = [];
  afterEach(() => channels.splice(0).forEach((channel) => channel.port1.close()));

  /** A build's script loader and preloader, run through the generated code in `page`. */
  function wrappedRuntime(
    page: Record<string, unknown>,
    seen: string[],
    options: RequestStartsOptions = {},
  ) {
    const webpackRequire = {
      x: () => seen.push('federation start-up'),
      l: (url: string) => {
        seen.push(`load ${url}`);
        // Runs before the next start only if each start has a task of its own.
        void Promise.resolve().then(() => seen.push(`${url} settled`));
      },
      G: (chunkId: number) => seen.push(`preload ${chunkId}`),
    };
    // The same object each time is the same page: its globals are the object's properties.
    runInNewContext(
      new RequestStartsRuntimeModule(options).generate(),
      Object.assign(page, { __webpack_require__: webpackRequire }),
    );
    return webpackRequire;
  }

  const page = () =>
    ({
      document: {},
      MessageChannel: class extends MessageChannel {
        constructor() {
          super();
          channels.push(this);
        }
      },
    }) as Record<string, unknown>;

  it('starts no script or preload at once, then each in order, in a task of its own', async () => {
    const seen: string[] = [];
    const runtime = wrappedRuntime(page(), seen);
    runtime.l('/a.js');
    runtime.G(7);
    runtime.l('/b.js');
    expect(seen).toEqual([]);
    await tasksDrained();
    expect(seen).toEqual([
      'load /a.js',
      '/a.js settled',
      'preload 7',
      'load /b.js',
      '/b.js settled',
    ]);
  });

  it("runs the host page's start-up after the entry's task, ahead of what the entry queues", async () => {
    const seen: string[] = [];
    const host = page();
    const runtime = wrappedRuntime(host, seen, { startupInOwnTask: true });
    runtime.x();
    (host[REQUEST_STARTS_GLOBAL] as (start: () => void) => void)(() => seen.push('page start'));
    expect(seen).toEqual([]);
    await tasksDrained();
    expect(seen).toEqual(['federation start-up', 'page start']);
  });

  it("leaves a remote container's start-up as it is", () => {
    const seen: string[] = [];
    wrappedRuntime(page(), seen).x();
    expect(seen).toEqual(['federation start-up']);
  });

  it("queues every build's starts on the page in one queue, which the API client finds", () => {
    const shared = page();
    wrappedRuntime(shared, []);
    const queue = shared[REQUEST_STARTS_GLOBAL];
    wrappedRuntime(shared, []);
    expect(typeof queue).toBe('function');
    expect(shared[REQUEST_STARTS_GLOBAL]).toBe(queue);
    expect(channels).toHaveLength(1);
  });
});

describe('a federated build', () => {
  let dir = '';
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("wraps its runtime's script loader once it is defined", async () => {
    dir = await buildFixtureRemote();
    const entry = readFileSync(path.join(dir, 'dist', 'remoteEntry.js'), 'utf8');
    const loadScript = entry.indexOf('webpack/runtime/load script');
    const wrapping = entry.indexOf('webpack/runtime/request starts in own tasks');
    expect(loadScript).toBeGreaterThan(-1);
    expect(wrapping).toBeGreaterThan(loadScript);
  }, 60_000);
});
