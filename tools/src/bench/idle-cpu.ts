import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pidusage from 'pidusage';
import { startPlatform, type PlatformProcess } from '../platform';

/** The goal: with no browser connected, the whole platform uses under 2 % of one core. */
export const IDLE_GOAL_PERCENT = 2;
/**
 * Seeding leaves work behind (mongo-java-server's JVM compiles what the seed made hot, longer
 * on a loaded machine): the platform has settled once a 10 s sample no longer uses less than
 * the one before (within a quarter point), after a minute at least and 3 minutes at most.
 */
const SETTLE = { sampleMs: 10_000, minMs: 60_000, maxMs: 180_000, flatPercent: 0.25 };
const WINDOW_MS = 60_000;

export interface ProcessIdleCpu extends PlatformProcess {
  /** CPU time over the window, as a percentage of one core. */
  percent: number;
}

export interface IdleCpuResult {
  database: string;
  windowMs: number;
  processes: ProcessIdleCpu[];
  totalPercent: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** CPU time (ms, user + system, all threads) each process used over `ms`. */
export async function cpuUsedOver(pids: number[], ms: number) {
  const timesMs = async () => {
    const stats = await pidusage(pids);
    return new Map(pids.map((pid) => [pid, stats[pid]?.ctime ?? 0]));
  };
  const before = await timesMs();
  const startedAt = performance.now();
  await pause(ms);
  const after = await timesMs();
  const elapsedMs = performance.now() - startedAt;
  const percentOf = (pid: number) =>
    (100 * ((after.get(pid) ?? 0) - (before.get(pid) ?? 0))) / elapsedMs;
  return { elapsedMs, percentOf };
}

/** Waits until the platform's CPU use stops falling; returns how long that took. */
async function settle(pids: number[]): Promise<number> {
  const startedAt = performance.now();
  let previous = Number.POSITIVE_INFINITY;
  for (;;) {
    const { percentOf } = await cpuUsedOver(pids, SETTLE.sampleMs);
    const total = pids.reduce((sum, pid) => sum + percentOf(pid), 0);
    const waitedMs = performance.now() - startedAt;
    const flat = total >= previous - SETTLE.flatPercent;
    if ((flat && waitedMs >= SETTLE.minMs) || waitedMs >= SETTLE.maxMs) return waitedMs;
    previous = total;
  }
}

/**
 * Starts the platform as `npm start` does (database on disk, demo data seeded, the API in this
 * process unless API_INSTANCES says otherwise), connects no browser, lets it settle, then reads
 * each process's CPU time at the start and end of a 60 s window.
 */
export async function measureIdleCpu(log: (line: string) => void): Promise<IdleCpuResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'staydesk-idle-'));
  const platform = await startPlatform({
    persist: false,
    dataDir,
    seed: true,
    demoPassword: 'staydesk-demo',
    log: () => undefined,
  });
  try {
    const pids = platform.processes.map((entry) => entry.pid);
    log(`\nIdle CPU (${platform.mongo.kind}, no browser connected): settling…`);
    const settledMs = await settle(pids);
    log(`settled after ${(settledMs / 1000).toFixed(0)} s; measuring ${WINDOW_MS / 1000} s`);
    const { elapsedMs, percentOf } = await cpuUsedOver(pids, WINDOW_MS);
    const processes = platform.processes.map((entry) => ({
      ...entry,
      percent: percentOf(entry.pid),
    }));
    const totalPercent = processes.reduce((sum, entry) => sum + entry.percent, 0);
    return { database: platform.mongo.kind, windowMs: elapsedMs, processes, totalPercent };
  } finally {
    pidusage.clear();
    await platform.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export function printIdleCpu(result: IdleCpuResult, log: (line: string) => void): void {
  log(`Idle CPU over ${(result.windowMs / 1000).toFixed(0)} s, % of one core:`);
  for (const entry of result.processes)
    log(`  ${entry.percent.toFixed(2).padStart(6)} %  pid ${entry.pid}: ${entry.role}`);
  const verdict = result.totalPercent < IDLE_GOAL_PERCENT ? 'within' : 'OVER';
  log(
    `  ${result.totalPercent.toFixed(2).padStart(6)} %  in all: ${verdict} the goal of under ${IDLE_GOAL_PERCENT} % of a core`,
  );
}
