import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT_DIR } from './apps';

export interface ApiProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  pid: number;
  /** What the process wrote so far (when its output is captured). */
  output(): string;
  /** Whether it has exited (crashed, or been stopped or killed). */
  exited(): boolean;
  /** Ends it at once, as a crash would (SIGKILL), and waits until it is gone. */
  kill(): Promise<void>;
  /** Asks it to shut down (SIGTERM: it drains its jobs and closes) and waits until it is gone. */
  stop(): Promise<void>;
}

export interface ApiProcessOptions {
  port: number;
  /** Added to this process's environment (MONGODB_URI, ALLOWED_ORIGINS, …). */
  env: NodeJS.ProcessEnv;
  /** 'inherit' shows its log in this terminal; 'capture' keeps it for output(). */
  output?: 'inherit' | 'capture';
  timeoutMs?: number;
  /** Modules loaded before the API (a test holds a request mid-way with one). */
  preload?: string[];
}

const MAIN = path.join(ROOT_DIR, 'api', 'src', 'main.ts');

/** Starts the API (`api/src/main.ts`) as a process of its own and waits for its /healthz. */
export async function startApiProcess(options: ApiProcessOptions): Promise<ApiProcess> {
  const url = `http://127.0.0.1:${options.port}`;
  const capture = options.output === 'capture';
  const preload = (options.preload ?? []).flatMap((module) => ['--import', module]);
  const child = spawn(process.execPath, ['--import', 'tsx', ...preload, MAIN], {
    cwd: ROOT_DIR,
    env: { ...process.env, ...options.env, API_PORT: String(options.port) },
    stdio: ['ignore', capture ? 'pipe' : 'inherit', capture ? 'pipe' : 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  // Never outlive whoever started it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void gone.then(() => process.off('exit', killOnExit));
  const end = async (signal: NodeJS.Signals) => {
    if (!exited()) child.kill(signal);
    await gone;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (exited()) throw new Error(`The API process exited while starting:\n${output}`);
    const healthy = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      await end('SIGKILL');
      throw new Error(`The API process did not answer /healthz on ${url}:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    pid: child.pid ?? 0,
    output: () => output,
    exited,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
  };
}
