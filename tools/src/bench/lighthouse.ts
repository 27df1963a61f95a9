import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Session, Task } from '@staydesk/contracts';
import { signIn, type ApiSession } from '../api-session';
import { SHELL_PORT } from '../apps';
import { kb } from './sizes';

/** Lighthouse varies from run to run: each page is loaded this often and the median run kept. */
const RUNS_PER_PAGE = 3;
const GOALS = { lcpMs: 1_800, tbtMs: 200, homeScriptBytes: 170 * 1024 };

interface MeasuredPage {
  label: string;
  email: string;
  /** The path to load, found with the signed-in user's own session. */
  path: (session: ApiSession) => Promise<string>;
}

export interface LighthouseFigures {
  label: string;
  path: string;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** Transfer size of the page's scripts, as Lighthouse saw them on the wire. */
  scriptTransferBytes: number;
  /** The same scripts gzip -9, for comparison while the servers send them uncompressed. */
  scriptGzipBytes: number;
  scripts: number;
}

const base = () => `http://localhost:${SHELL_PORT}`;

async function getJson<T>(session: ApiSession, path: string): Promise<T> {
  const response = await fetch(`${base()}${path}`, { headers: session.headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** Tasks not yet done, soonest first: the list the home page shows. */
const openTasks = (session: ApiSession) =>
  getJson<{ tasks: Task[] }>(
    session,
    '/api/tasks?limit=50&status=todo,pending,in_progress,blocked',
  ).then((body) => body.tasks);

async function soonestTaskPath(session: ApiSession): Promise<string> {
  const [task] = await openTasks(session);
  if (!task) throw new Error('the seed has no open task');
  return `/?task=${task.id}`;
}

/** The cleaner's own soonest open task, in the execution view. */
async function assignedExecutionPath(session: ApiSession): Promise<string> {
  const { user } = await getJson<Session>(session, '/api/auth/session');
  const task = (await openTasks(session)).find((candidate) =>
    candidate.assignments.some((assignment) => assignment.user_id === user.id),
  );
  if (!task) throw new Error(`the seed assigns no open task to ${user.name}`);
  return `/?task=${task.id}&execution=true`;
}

const PAGES: readonly MeasuredPage[] = [
  { label: 'home, admin', email: 'admin@demo.test', path: async () => '/' },
  { label: 'task sidebar, admin', email: 'admin@demo.test', path: soonestTaskPath },
  { label: 'execution view, cleaner', email: 'cleaner@demo.test', path: assignedExecutionPath },
];

interface ScriptRequest {
  url: string;
  transferSize: number;
}

async function scriptSizes(lhr: Result) {
  const details = lhr.audits['network-requests']?.details as
    { items: Array<ScriptRequest & { resourceType?: string }> } | undefined;
  const scripts = (details?.items ?? []).filter((item) => item.resourceType === 'Script');
  const gzipped = await Promise.all(
    scripts.map(async ({ url }) => {
      const response = await fetch(url);
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 9 }).length;
    }),
  );
  return {
    scriptTransferBytes: scripts.reduce((sum, script) => sum + script.transferSize, 0),
    scriptGzipBytes: gzipped.reduce((sum, size) => sum + size, 0),
    scripts: scripts.length,
  };
}

/**
 * One Lighthouse run through its own CLI, in a plain Node process: the bench's TypeScript loader
 * would rewrite the functions Lighthouse sends into the page, which then fail there.
 */
async function runLighthouse(url: string, port: number, session: ApiSession): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js'),
      url,
      `--port=${port}`,
      '--only-categories=performance',
      `--extra-headers=${JSON.stringify({ cookie: session.cookie })}`,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  const lhr = JSON.parse(stdout) as Result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  return lhr;
}

const numeric = (lhr: Result, audit: string) => Math.round(lhr.audits[audit]?.numericValue ?? NaN);

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown), performance only,
 * in the system Chromium: each page signed in as its user, the session cookie sent with every
 * request. Storage is reset before each run, so every run is a first load.
 */
export async function measureLighthouse(password: string): Promise<LighthouseFigures[]> {
  const chrome = await launch({
    chromePath: existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined,
    chromeFlags: [
      '--headless=new',
      '--disable-gpu',
      // Chromium refuses to start its sandbox as root (containers, CI).
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const page of PAGES) {
      const session = await signIn(base(), page.email, password);
      const path = await page.path(session);
      const runs: Result[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++)
        runs.push(await runLighthouse(`${base()}${path}`, chrome.port, session));
      const median = computeMedianRun(runs);
      figures.push({
        label: page.label,
        path,
        score: Math.round((median.categories.performance?.score ?? 0) * 100),
        fcpMs: numeric(median, 'first-contentful-paint'),
        lcpMs: numeric(median, 'largest-contentful-paint'),
        tbtMs: numeric(median, 'total-blocking-time'),
        ...(await scriptSizes(median)),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function printLighthouse(figures: LighthouseFigures[], log: (line: string) => void): void {
  const [oneMinute = 0] = loadavg();
  log(
    `\nLighthouse, mobile profile (simulated slow 4G, 4x CPU), median of ${RUNS_PER_PAGE} runs, ` +
      `load average ${oneMinute.toFixed(1)} on ${availableParallelism()} cores.`,
  );
  log('  Run this part on an otherwise quiet machine: other work inflates TBT and LCP.');
  for (const page of figures) {
    log(
      `  ${page.label} (${page.path}): score ${page.score}, FCP ${seconds(page.fcpMs)}, ` +
        `LCP ${seconds(page.lcpMs)}, TBT ${page.tbtMs} ms, ` +
        `JS ${kb(page.scriptTransferBytes)} transferred in ${page.scripts} files ` +
        `(${kb(page.scriptGzipBytes)} gzip)`,
    );
  }
  log(
    `  Goals: LCP <= ${seconds(GOALS.lcpMs)} and TBT <= ${GOALS.tbtMs} ms on each page; ` +
      `compressed JS on the home page <= ${kb(GOALS.homeScriptBytes)}.`,
  );
}
