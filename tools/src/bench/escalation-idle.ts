import pidusage from 'pidusage';
import { ESCALATION_BENCH_STEPS, seedEscalationBench } from '@staydesk/api/seed';
import { startApiServer } from '../api-server';
import { API_PORT } from '../apps';
import { cpuUsedOver, IDLE_GOAL_PERCENT } from './idle-cpu';

/** After seeding: long enough for the engine's poll (30 s) to have seen the steps. */
const SETTLE_MS = 40_000;
const WINDOW_MS = 60_000;

export interface EscalationIdleResult {
  database: string;
  windowMs: number;
  apiPercent: number;
  databasePercent: number | null;
}

/**
 * `npm run bench -- escalations`: the CPU an API (whose escalation engine holds 10,000 pending
 * steps) and its database use over 60 s with no request, as a percentage of one core.
 */
export async function measureEscalationIdle(): Promise<EscalationIdleResult> {
  const server = await startApiServer({ port: API_PORT, log: () => undefined });
  try {
    await seedEscalationBench();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const pids = [process.pid, ...(server.mongo.pid ? [server.mongo.pid] : [])];
    const { elapsedMs, percentOf } = await cpuUsedOver(pids, WINDOW_MS);
    return {
      database: server.mongo.kind,
      windowMs: elapsedMs,
      apiPercent: percentOf(process.pid),
      databasePercent: server.mongo.pid ? percentOf(server.mongo.pid) : null,
    };
  } finally {
    pidusage.clear();
    await server.stop();
  }
}

export function escalationIdleLine(result: EscalationIdleResult): string {
  const total = result.apiPercent + (result.databasePercent ?? 0);
  const database =
    result.databasePercent === null
      ? ''
      : `, database ${result.databasePercent.toFixed(2)} %, in all ${total.toFixed(2)} %`;
  const verdict = total < IDLE_GOAL_PERCENT ? 'within' : 'OVER';
  return `Escalation engine idle with ${ESCALATION_BENCH_STEPS} pending steps (${result.database}), ${(result.windowMs / 1000).toFixed(0)} s: API process ${result.apiPercent.toFixed(2)} %${database} of one core: ${verdict} the goal of under ${IDLE_GOAL_PERCENT} %`;
}
