import mongoose from 'mongoose';
import type { HealthStatus, SystemHealth } from '@staydesk/contracts';
import { activeRemotes } from './remote-registry';

/** A job due this long ago and still not taken means no instance is working the queue. */
const OVERDUE_MS = 5 * 60_000;
const JOBS_COLLECTION = 'jobs';

interface Component {
  status: HealthStatus;
  detail: string;
}

async function databaseHealth(): Promise<Component> {
  const db = mongoose.connection.db;
  if (!db) return { status: 'down', detail: 'Not connected' };
  const started = performance.now();
  try {
    await db.command({ ping: 1 });
    return { status: 'ok', detail: `Answered in ${Math.round(performance.now() - started)} ms` };
  } catch (error) {
    return { status: 'down', detail: error instanceof Error ? error.message : 'No answer' };
  }
}

async function jobRunnerHealth(): Promise<Component> {
  const jobs = mongoose.connection.db?.collection(JOBS_COLLECTION);
  if (!jobs) return { status: 'down', detail: 'Not connected' };
  const overdue = await jobs.countDocuments({
    nextRunAt: { $lt: new Date(Date.now() - OVERDUE_MS) },
    lockedAt: null,
  });
  const waiting = await jobs.countDocuments({ nextRunAt: { $ne: null } });
  if (overdue > 0) {
    return { status: 'degraded', detail: `${overdue} job(s) overdue by more than 5 minutes` };
  }
  return { status: 'ok', detail: `${waiting} job(s) waiting, none overdue` };
}

export async function systemHealth(): Promise<SystemHealth> {
  const [database, jobRunner, remotes] = await Promise.all([
    databaseHealth(),
    jobRunnerHealth().catch((error: unknown): Component => ({
      status: 'down',
      detail: error instanceof Error ? error.message : 'Unreadable',
    })),
    activeRemotes(),
  ]);
  return {
    api: { status: 'ok', detail: `Up ${Math.round(process.uptime() / 60)} min` },
    database,
    jobRunner,
    remotes: remotes.map(({ name, version, manifestUrl }) => ({ name, version, manifestUrl })),
    checkedAt: new Date().toISOString(),
  };
}
