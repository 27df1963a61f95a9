import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { PALETTE_COMMANDS } from '@staydesk/contracts';
import { signIn, type ApiSession } from '../api-session';
import { API_NODE_FLAGS } from '@staydesk/api';
import { ROOT_DIR } from '../apps';
import { DEMO_PASSWORD_DEFAULT, DEMO_ROLES } from '@staydesk/api/seed';

const SSE_CLIENTS = 200;
const MIXED_SECONDS = 60;
/** Requests per second of the mixed load, per route; 300 in all. */
const MIXED_RATES = {
  tasks: 60,
  notifications: 60,
  task: 40,
  reservation: 40,
  session: 80,
  command: 20,
};

interface ServerProcess {
  base: string;
  /** The API's: Cookie headers of callers signed in for the throughput run. */
  callers: string[];
  stop(): Promise<void>;
}

/**
 * One server of load-server.ts in a child process, with this process's TypeScript loader and
 * the API's Node flags (both servers: the comparison is of the code alone).
 */
async function startServer(kind: 'api' | 'bare'): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    [...process.execArgv, ...API_NODE_FLAGS, path.join(__dirname, 'load-server.ts'), kind],
    { cwd: ROOT_DIR, stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let callers: string[] = [];
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${kind} server did not start`)), 180_000);
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('CALLERS ')) callers = JSON.parse(line.slice(8)) as string[];
      const match = /^LISTENING (\d+)$/.exec(line);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return {
    base: `http://127.0.0.1:${port}`,
    callers,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.stdin!.end();
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

export interface Throughput {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

interface Target {
  url: string;
  requests: autocannon.Request[];
}

const ROUNDS = 5;
const ROUND_SECONDS = 2;

/**
 * Two servers' throughput, 4 connections each in turn: 3 s of warm-up apiece, then 5 rounds
 * of 2 s of one and 2 s of the other (10 s each). Taking turns, both see the same machine: a
 * neighbour slowing it down for a while would otherwise weigh on one side only.
 */
async function throughputSideBySide(targets: [Target, Target]): Promise<[Throughput, Throughput]> {
  for (const { url, requests } of targets)
    await autocannon({ url, connections: 4, duration: 3, requests });
  const rounds: [autocannon.Result[], autocannon.Result[]] = [[], []];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, { url, requests }] of targets.entries())
      rounds[index as 0 | 1].push(
        await autocannon({ url, connections: 4, duration: ROUND_SECONDS, requests }),
      );
  }
  const summary = (results: autocannon.Result[]): Throughput => {
    const sorted = (pick: (result: autocannon.Result) => number) =>
      results.map(pick).sort((a, b) => a - b);
    return {
      requestsPerSecond: Math.round(
        results.reduce((sum, result) => sum + result.requests.total, 0) / (ROUNDS * ROUND_SECONDS),
      ),
      p50: sorted((result) => result.latency.p50)[Math.floor(ROUNDS / 2)]!,
      p99: sorted((result) => result.latency.p99).at(-1)!,
      errors: results.reduce((sum, r) => sum + r.non2xx + r.errors + r.timeouts, 0),
    };
  };
  return [summary(rounds[0]), summary(rounds[1])];
}

interface SseClient {
  taskEvents: number;
  open: boolean;
  close(): void;
}

/** A client of the event stream that counts the task.created events it is sent. */
function openEventStream(base: string, session: ApiSession): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const client: SseClient = { taskEvents: 0, open: false, close: () => request.destroy() };
    const request = http.get(
      `${base}/api/events`,
      { headers: { cookie: session.cookie, accept: 'text/event-stream' }, agent: false },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`event stream answered ${response.statusCode}`));
        }
        client.open = true;
        response.setEncoding('utf8');
        let buffer = '';
        response.on('data', (chunk: string) => {
          buffer += chunk;
          const messages = buffer.split('\n\n');
          buffer = messages.pop() ?? '';
          for (const message of messages) {
            const data = message.split('\n').find((line) => line.startsWith('data: '));
            if (data && (JSON.parse(data.slice(6)) as { type: string }).type === 'task.created')
              client.taskEvents += 1;
          }
        });
        response.on('close', () => (client.open = false));
        resolve(client);
      },
    );
    request.on('error', (error) => (client.open ? (client.open = false) : reject(error)));
  });
}

export interface RouteLoad {
  route: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

export interface LoadReport {
  session: Throughput;
  bareKoa: Throughput;
  ratio: number;
  mixed: RouteLoad[];
  sse: {
    clients: number;
    stillConnected: number;
    tasksCreated: number;
    clientsWithEveryEvent: number;
    fewestEvents: number;
  };
}

const cycle = (sessions: ApiSession[], request: (session: ApiSession) => autocannon.Request) =>
  sessions.map(request);

/** The mixed load: every route at its rate for 60 s, all at once, with the event streams open. */
async function mixedLoad(base: string, sessions: ApiSession[], hosts: ApiSession[]) {
  const admin = hosts[0]!;
  const { tasks } = (await (
    await fetch(`${base}/api/tasks?limit=50`, { headers: admin.headers })
  ).json()) as { tasks: Array<{ id: string; relations: { reservation_id: string | null } }> };
  const taskId = tasks[0]!.id;
  const reservationId = tasks.find((task) => task.relations.reservation_id)!.relations
    .reservation_id!;
  // Field staff see only their own tasks and no reservation: each read is asked for by those
  // who may make it, as the product's own screens do.
  const readersOf = async (path: string) => {
    const allowed = await Promise.all(
      sessions.map(
        async (session) => (await fetch(`${base}${path}`, { headers: session.headers })).ok,
      ),
    );
    return sessions.filter((_, index) => allowed[index]);
  };
  const taskPath = `/api/tasks?taskId=${taskId}`;
  const reservationPath = `/api/reservations/${reservationId}`;
  const taskViewers = await readersOf(taskPath);
  const reservationReaders = await readersOf(reservationPath);
  const get = (path: string) => (session: ApiSession) => ({
    method: 'GET' as const,
    path,
    headers: { cookie: session.cookie },
  });
  const routes: Array<{ route: string; rate: number; requests: autocannon.Request[] }> = [
    {
      route: 'GET /api/tasks?limit=50',
      rate: MIXED_RATES.tasks,
      requests: cycle(sessions, get('/api/tasks?limit=50')),
    },
    {
      route: 'GET /api/notifications?limit=25',
      rate: MIXED_RATES.notifications,
      requests: cycle(sessions, get('/api/notifications?limit=25')),
    },
    {
      route: 'GET /api/tasks?taskId=<id>',
      rate: MIXED_RATES.task,
      requests: cycle(taskViewers, get(taskPath)),
    },
    {
      route: 'GET /api/reservations/<id>',
      rate: MIXED_RATES.reservation,
      requests: cycle(reservationReaders, get(reservationPath)),
    },
    {
      route: 'GET /api/auth/session',
      rate: MIXED_RATES.session,
      requests: cycle(sessions, get('/api/auth/session')),
    },
    {
      route: 'POST /api/commands (task.create)',
      rate: MIXED_RATES.command,
      requests: cycle(hosts, (session) => ({
        method: 'POST',
        path: '/api/commands',
        headers: { ...session.headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          action: {
            type: 'command',
            topic: 'tasks',
            event: 'task.create',
            payload: { title: 'Restock the welcome basket' },
          },
        }),
      })),
    },
  ];

  const streams = await Promise.all(
    Array.from({ length: SSE_CLIENTS }, (_, index) =>
      openEventStream(base, sessions[index % sessions.length]!),
    ),
  );
  const results = await Promise.all(
    routes.map((route) =>
      autocannon({
        url: base,
        // Few connections per route: past what the API serves, requests wait in the client
        // rather than pile up in the server (more connections only raise the latencies).
        connections: Math.max(4, Math.ceil(route.rate / 10)),
        overallRate: route.rate,
        duration: MIXED_SECONDS,
        requests: route.requests,
      }),
    ),
  );
  const commands = results.at(-1)!;
  const tasksCreated = commands['2xx'];
  // Events still on their way get a few seconds to arrive.
  const settled = Date.now() + 10_000;
  while (Date.now() < settled && streams.some((stream) => stream.taskEvents < tasksCreated))
    await new Promise((resolve) => setTimeout(resolve, 250));
  const sse = {
    clients: streams.length,
    stillConnected: streams.filter((stream) => stream.open).length,
    tasksCreated,
    clientsWithEveryEvent: streams.filter((stream) => stream.taskEvents >= tasksCreated).length,
    fewestEvents: Math.min(...streams.map((stream) => stream.taskEvents)),
  };
  streams.forEach((stream) => stream.close());
  const mixed = routes.map((route, index) => {
    const result = results[index]!;
    return {
      route: route.route,
      requests: result.requests.total,
      errors: result.non2xx + result.errors + result.timeouts,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  });
  return { mixed, sse };
}

/**
 * The API in a process of its own with the demo data: 60 s of mixed load with 200 event
 * streams open, then the throughput of a signed-in GET /api/auth/session against a bare Koa
 * JSON route. The mixed load spreads over the demo users, whose per-minute budgets it stays
 * within; the throughput run over the many callers load-server.ts signs in.
 */
export async function measureLoad(log: (line: string) => void): Promise<LoadReport> {
  const [api, bare] = await Promise.all([startServer('api'), startServer('bare')]);
  try {
    const sessions: ApiSession[] = [];
    for (const role of DEMO_ROLES)
      sessions.push(await signIn(api.base, `${role}@demo.test`, DEMO_PASSWORD_DEFAULT));
    const creators = new Set(
      PALETTE_COMMANDS.find((command) => command.id === 'task.create')!.roles,
    );
    const hosts = sessions.filter((_, index) => creators.has(DEMO_ROLES[index]!));

    log(`Mixed load: ${SSE_CLIENTS} event streams, 300 requests/s for ${MIXED_SECONDS} s ...`);
    const { mixed, sse } = await mixedLoad(api.base, sessions, hosts);

    log(
      'GET /api/auth/session against a bare Koa route, 4 connections, 5 rounds of 2 s each in turn ...',
    );
    const [session, bareKoa] = await throughputSideBySide([
      {
        url: api.base,
        requests: api.callers.map((cookie) => ({
          method: 'GET',
          path: '/api/auth/session',
          headers: { cookie },
        })),
      },
      { url: bare.base, requests: [{ method: 'GET', path: '/' }] },
    ]);
    const ratio = Math.round((session.requestsPerSecond / bareKoa.requestsPerSecond) * 100) / 100;
    return { session, bareKoa, ratio, mixed, sse };
  } finally {
    await Promise.all([api.stop(), bare.stop()]);
  }
}

/** The report as the bench prints it. */
export function printLoad(report: LoadReport, log: (line: string) => void): void {
  const row = (cells: Array<string | number>, widths: number[]) =>
    cells.map((cell, index) => String(cell).padEnd(widths[index]!)).join('  ');
  const throughputRow = (name: string, t: Throughput) =>
    `  ${name}: ${t.requestsPerSecond} req/s, p50 ${t.p50} ms, p99 ${t.p99} ms, ${t.errors} errors`;
  log(
    '\nSigned-in request cost (4 connections, 5 rounds of 2 s each in turn after 3 s of warm-up; p50 of the median round, p99 of the worst):',
  );
  log(throughputRow('GET /api/auth/session', report.session));
  log(throughputRow('bare Koa { ok: true }', report.bareKoa));
  log(`  ratio ${report.ratio} (goal >= 0.5)`);
  const widths = [34, 9, 7, 7, 8, 8];
  const perSecond = (requests: number) => Math.round(requests / MIXED_SECONDS);
  log(`\nMixed load, ${MIXED_SECONDS} s, ${SSE_CLIENTS} event streams open:`);
  log(`  ${row(['route', 'requests', 'req/s', 'errors', 'p50 ms', 'p99 ms'], widths)}`);
  for (const route of report.mixed) {
    const cells = [route.route, route.requests, perSecond(route.requests), route.errors];
    log(`  ${row([...cells, route.p50, route.p99], widths)}`);
  }
  const served = perSecond(report.mixed.reduce((sum, route) => sum + route.requests, 0));
  const offered = Object.values(MIXED_RATES).reduce((sum, rate) => sum + rate, 0);
  log(`  served ${served} of the ${offered} requests/s offered`);
  const { sse } = report;
  log(
    `  event streams: ${sse.stillConnected}/${sse.clients} still connected; ${sse.clientsWithEveryEvent}/${sse.clients} received all ${sse.tasksCreated} task.created events (fewest: ${sse.fewestEvents})`,
  );
}
