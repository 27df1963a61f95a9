import autocannon from 'autocannon';
import { signIn } from '../api-session';
import { startApiServer } from '../api-server';
import { API_PORT } from '../apps';
import { BENCH_PASSWORD, seedHeavyTask } from '@staydesk/api/seed';
import { latencyOf, type LatencyResult } from './api-lists';

/**
 * `npm run bench -- task`: p50/p99 of GET /api/tasks?taskId= for a task with 50 checklist
 * items, 20 subtasks and 200 timeline events, 4 connections for 10 s, on a fresh database.
 */
export async function measureTaskDetail(): Promise<LatencyResult & { database: string }> {
  const server = await startApiServer({ port: API_PORT, log: () => undefined });
  try {
    const { email, taskId } = await seedHeavyTask();
    const { cookie } = await signIn(server.base, email, BENCH_PASSWORD);
    const path = `/api/tasks?taskId=${taskId}`;
    const result = await autocannon({
      url: `${server.base}${path}`,
      connections: 4,
      duration: 10,
      headers: { cookie },
    });
    return { database: server.mongo.kind, ...latencyOf(path, result) };
  } finally {
    await server.stop();
  }
}
