import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pidusage from 'pidusage';
import { startPlatform, type PlatformProcess } from '../platform';

/** The goal: with no browser connected, the whole platform uses under 2 % of one core. */
export const IDLE_GOAL_PERCENT = 2;
/** Long enough for seeding's aftermath (index builds, the first job scans) and the backoffs. */
const SETTLE_MS = 20_000;
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

const cpuTimesMs = async (pids: number[]) => {
  const stats = await pidusage(pids);
  return new Map(pids.map((pid) => [pid, stats[pid]?.ctime ?? 0]));
};

/**
 * Starts the platform as `npm start` does (database on disk, demo data seeded, the API in this
 * process unless API_INSTANCES says otherwise), connects no browser, lets it settle, then reads
 * each process's CPU time (user + system, all threads) at the start and end of a 60 s window.
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
    log(
      `\nIdle CPU: ${platform.mongo.kind}, settling ${SETTLE_MS / 1000} s, then ${WINDOW_MS / 1000} s with no browser connected`,
    );
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const pids = platform.processes.map((entry) => entry.pid);
    const before = await cpuTimesMs(pids);
    const startedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, WINDOW_MS));
    const after = await cpuTimesMs(pids);
    const windowMs = performance.now() - startedAt;
    const processes = platform.processes.map((entry) => ({
      ...entry,
      percent: (100 * ((after.get(entry.pid) ?? 0) - (before.get(entry.pid) ?? 0))) / windowMs,
    }));
    const totalPercent = processes.reduce((sum, entry) => sum + entry.percent, 0);
    return { database: platform.mongo.kind, windowMs, processes, totalPercent };
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
