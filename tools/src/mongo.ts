import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { ROOT_DIR } from './apps';

export type MongoKind = 'external' | 'embedded-mongod' | 'mongo-java-server';

export interface MongoHandle {
  uri: string;
  kind: MongoKind;
  /** The database server's process, when this handle started one. */
  pid?: number;
  stop(): Promise<void>;
}

export interface MongoOptions {
  /** Keep data between runs (npm start) under this folder; tests run in memory. */
  persistDir?: string;
  log?: (line: string) => void;
}

const FALLBACK_DIR = path.join(ROOT_DIR, 'tools', 'mongo-fallback');
const EMBEDDED_TIMEOUT_MS = Number(process.env.MONGOMS_START_TIMEOUT_MS ?? 120_000);

const NO_MONGO_HELP = [
  'Could not start MongoDB. Choose one of:',
  '  1. MONGODB_URI=mongodb://… pointing at a real MongoDB replica set;',
  '  2. internet access once, so mongodb-memory-server can download mongod (cached afterwards);',
  '  3. Java 17+ and Maven on the PATH, for the offline mongo-java-server fallback.',
].join('\n');

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * mongodb-memory-server prints a full stack trace for every failed download attempt; offline,
 * that is expected and the fallback follows, so its console output is held back while it
 * starts and our own one-line reason is logged instead.
 */
async function quietly<T>(run: () => Promise<T>): Promise<T> {
  const { warn, error } = console;
  console.warn = () => undefined;
  console.error = () => undefined;
  try {
    return await run();
  } finally {
    console.warn = warn;
    console.error = error;
  }
}

async function startEmbedded(options: MongoOptions): Promise<MongoHandle> {
  const { MongoMemoryReplSet } = await import('mongodb-memory-server-core');
  if (options.persistDir) mkdirSync(path.join(options.persistDir, 'mongod'), { recursive: true });
  // A one-node replica set: change streams (the live event feed) need one.
  const replSet = await withTimeout(
    MongoMemoryReplSet.create({
      replSet: { count: 1, storageEngine: 'wiredTiger' },
      instanceOpts: options.persistDir ? [{ dbPath: path.join(options.persistDir, 'mongod') }] : [],
    }),
    EMBEDDED_TIMEOUT_MS,
    'embedded mongod',
  );
  return {
    uri: replSet.getUri(),
    kind: 'embedded-mongod',
    pid: replSet.servers[0]?.instanceInfo?.instance.mongodProcess?.pid,
    stop: async () => {
      await replSet.stop({ doCleanup: !options.persistDir });
    },
  };
}

/** A TCP port nobody listens on right now (on 127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** The launcher's classpath, resolved by Maven once and reused while the pom is unchanged. */
function fallbackClasspath(): string {
  const pom = path.join(FALLBACK_DIR, 'pom.xml');
  const file = path.join(FALLBACK_DIR, 'target', 'classpath.txt');
  if (!existsSync(file) || statSync(file).mtimeMs < statSync(pom).mtimeMs) {
    const result = spawnSync(
      'mvn',
      ['-q', '-B', '-f', pom, 'dependency:build-classpath', `-Dmdep.outputFile=${file}`],
      { stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
    );
    if (result.status !== 0)
      throw new Error(
        `Maven could not resolve mongo-java-server: ${result.error?.message ?? result.stderr}`,
      );
  }
  return readFileSync(file, 'utf8').trim();
}

export interface JavaFallbackOptions {
  /** Listen here instead of on a free port (a test restarts the server where it was). */
  port?: number;
  /** Keep the data in this H2 file instead of in memory, so a restart finds it again. */
  dataFile?: string;
}

/** The offline mongo-java-server fallback on its own, in memory unless given a data file. */
export async function startJavaFallback(options: JavaFallbackOptions = {}): Promise<MongoHandle> {
  const classpath = fallbackClasspath();
  const port = options.port ?? (await freePort());
  const args = [
    '-cp',
    classpath,
    path.join(FALLBACK_DIR, 'src/main/java/staydesk/MongoFallback.java'),
    String(port),
  ];
  if (options.dataFile) {
    mkdirSync(path.dirname(options.dataFile), { recursive: true });
    args.push(options.dataFile);
  }
  const child: ChildProcess = spawn('java', args, { stdio: ['pipe', 'pipe', 'inherit'] });
  await withTimeout(
    new Promise<void>((resolve, reject) => {
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`mongo-java-server exited with ${code}`)));
      const lines = createInterface({ input: child.stdout! });
      lines.on('line', (line) => {
        if (line.startsWith('READY')) resolve();
      });
    }),
    60_000,
    'mongo-java-server',
  );
  return {
    uri: `mongodb://127.0.0.1:${port}/`,
    kind: 'mongo-java-server',
    pid: child.pid,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        // Closing stdin asks the launcher to stop; it exits on its own.
        child.stdin?.end();
        setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
      }),
  };
}

/** MONGODB_URI if set; else an embedded mongod; else the offline mongo-java-server. */
export async function startMongo(options: MongoOptions = {}): Promise<MongoHandle> {
  const log = options.log ?? (() => undefined);
  const external = process.env.MONGODB_URI;
  if (external) return { uri: external, kind: 'external', stop: async () => undefined };
  const failures: string[] = [];
  if (process.env.MONGO_FALLBACK_ONLY !== 'true') {
    try {
      return await quietly(() => startEmbedded(options));
    } catch (error) {
      const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
      failures.push(`embedded mongod: ${reason}`);
      log(
        `embedded mongod unavailable (${reason}); starting the offline mongo-java-server fallback`,
      );
    }
  }
  try {
    return await startJavaFallback({
      dataFile: options.persistDir && path.join(options.persistDir, 'mongo-java-server.mv'),
    });
  } catch (error) {
    failures.push(`mongo-java-server: ${error instanceof Error ? error.message : String(error)}`);
  }
  throw new Error(`${NO_MONGO_HELP}\n\nWhat was tried:\n  ${failures.join('\n  ')}`);
}
