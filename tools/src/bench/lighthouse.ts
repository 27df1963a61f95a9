import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';
import {
  CSRF_COOKIE,
  KEPT_WORKSPACE_COOKIE,
  SESSION_COOKIE,
  type Session,
  type Task,
} from '@staydesk/contracts';
import { signIn, type ApiSession } from '../api-session';
import { SHELL_PORT } from '../apps';
import { kb } from './sizes';

/**
 * Lighthouse varies from run to run: each page is loaded this often and the median run kept.
 * With three, one page's TBT differed by a factor of two between two runs of the bench.
 */
const RUNS_PER_PAGE = 5;
const GOALS = { lcpMs: 1_800, tbtMs: 200, homeScriptBytes: 170 * 1024 };

interface MeasuredPage {
  label: string;
  email: string;
  /** The path to load, found with the signed-in user's own session. */
  path: (session: ApiSession) => Promise<string>;
}

interface Timings {
  /** Lighthouse's measure of this machine's CPU speed during the run (higher is faster). */
  benchmarkIndex: number;
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** The element Lighthouse painted last as the largest: where a slow LCP starts. */
  lcpElement: string;
}

export interface LighthouseFigures extends Timings {
  label: string;
  path: string;
  /**
   * The user's first visit in this browser, while the boot loader fetches the workspace: the
   * median of `firstVisits`.
   */
  firstVisit?: Timings;
  firstVisits: Timings[];
  /** Every return visit, in order: the median alone hides how far they spread. */
  runs: Timings[];
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
 * Puts the session's cookies in the browser's jar, where a signed-in user's browser holds them:
 * sent as extra headers instead, the page could not read its CSRF cookie and would fetch one.
 * Lighthouse's storage reset keeps cookies.
 */
async function holdSessionCookies(port: number, session: ApiSession): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const url = base();
    await browser.contexts()[0]?.addCookies([
      { name: SESSION_COOKIE, value: session.sid, url },
      { name: CSRF_COOKIE, value: session.csrf, url },
    ]);
  } finally {
    // Disconnects only: the browser belongs to chrome-launcher.
    await browser.close();
  }
}

/**
 * Forgets what the page kept in the browser (the workspace and its cookie, the service worker),
 * as on a browser's first sign-in, but keeps the session's cookies.
 */
async function forgetKeptWorkspace(port: number): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('The browser has no context to clear');
    // A page's session: the browser's own refuses this command.
    const page = context.pages()[0] ?? (await context.newPage());
    const session = await context.newCDPSession(page);
    await session.send('Storage.clearDataForOrigin', {
      origin: base(),
      storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
    });
    // Its cookie too: with it, the edge would draw the page that a first sign-in never gets.
    await context.clearCookies({ name: KEPT_WORKSPACE_COOKIE });
  } finally {
    await browser.close();
  }
}

/**
 * One Lighthouse run through its own CLI, in a plain Node process: the bench's TypeScript loader
 * would rewrite the functions Lighthouse sends into the page, which then fail there.
 */
async function runLighthouse(url: string, port: number): Promise<Result> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js'),
      url,
      `--port=${port}`,
      '--only-categories=performance',
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

interface ElementTable {
  items?: Array<{ node?: { nodeLabel?: string; selector?: string } }>;
}

function lcpElementOf(lhr: Result): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: ElementTable[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'none';
  const label = (node.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  return `${node.selector ?? '?'} ('${label}')`;
}

const timingsOf = (lhr: Result): Timings => ({
  benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
  fcpMs: numeric(lhr, 'first-contentful-paint'),
  lcpMs: numeric(lhr, 'largest-contentful-paint'),
  tbtMs: numeric(lhr, 'total-blocking-time'),
  lcpElement: lcpElementOf(lhr),
});

/**
 * Lighthouse's default mobile profile (simulated slow 4G, 4x CPU slowdown), performance only,
 * in the system Chromium, each page signed in as its user. Lighthouse empties the HTTP cache
 * before every run but keeps cookies, local storage and IndexedDB. So a user's first run is
 * their first sign-in in this browser, with the boot loader, and is reported on its own; the
 * median of the runs after it is a return visit with the workspace kept, all scripts fetched
 * again.
 */
export async function measureLighthouse(
  password: string,
  /** How often a user's first sign-in is measured, its kept workspace forgotten before each. */
  firstVisitRuns = 1,
): Promise<LighthouseFigures[]> {
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
    const signedInBefore = new Set<string>();
    for (const page of PAGES) {
      const session = await signIn(base(), page.email, password);
      await holdSessionCookies(chrome.port, session);
      const path = await page.path(session);
      const url = `${base()}${path}`;
      const firstVisits: Result[] = [];
      if (!signedInBefore.has(page.email))
        for (let run = 0; run < firstVisitRuns; run++) {
          if (run > 0) await forgetKeptWorkspace(chrome.port);
          firstVisits.push(await runLighthouse(url, chrome.port));
        }
      signedInBefore.add(page.email);
      const runs: Result[] = [];
      for (let run = 0; run < RUNS_PER_PAGE; run++)
        runs.push(await runLighthouse(url, chrome.port));
      const median = computeMedianRun(runs);
      figures.push({
        label: page.label,
        path,
        ...timingsOf(median),
        firstVisit: firstVisits.length > 0 ? timingsOf(computeMedianRun(firstVisits)) : undefined,
        firstVisits: firstVisits.map(timingsOf),
        runs: runs.map(timingsOf),
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
    `\nLighthouse, mobile profile (simulated slow 4G, 4x CPU), load average ` +
      `${oneMinute.toFixed(1)} on ${availableParallelism()} cores. Each page: the median of ` +
      `${RUNS_PER_PAGE} return visits (workspace kept, HTTP cache empty), and the user's first ` +
      'sign-in in the browser (boot loader) where the page was their first.',
  );
  log('  Run this part on an otherwise quiet machine: other work inflates TBT and LCP.');
  for (const page of figures) {
    log(
      `  ${page.label} (${page.path}): score ${page.score}, FCP ${seconds(page.fcpMs)}, ` +
        `LCP ${seconds(page.lcpMs)}, TBT ${page.tbtMs} ms, ` +
        `JS ${kb(page.scriptTransferBytes)} transferred in ${page.scripts} files ` +
        `(${kb(page.scriptGzipBytes)} gzip)`,
    );
    log(
      `    each return visit: TBT ${page.runs.map((run) => run.tbtMs).join(', ')} ms; ` +
        `LCP ${page.runs.map((run) => seconds(run.lcpMs)).join(', ')}; ` +
        `CPU benchmark index ${page.runs.map((run) => run.benchmarkIndex).join(', ')}; ` +
        `largest element ${page.lcpElement}`,
    );
    const first = page.firstVisit;
    if (first)
      log(
        `    first sign-in: score ${first.score}, FCP ${seconds(first.fcpMs)}, ` +
          `LCP ${seconds(first.lcpMs)}, TBT ${first.tbtMs} ms, largest element ${first.lcpElement}`,
      );
  }
  log(
    `  Goals: LCP <= ${seconds(GOALS.lcpMs)} and TBT <= ${GOALS.tbtMs} ms on each page; ` +
      `compressed JS on the home page <= ${kb(GOALS.homeScriptBytes)}.`,
  );
}
