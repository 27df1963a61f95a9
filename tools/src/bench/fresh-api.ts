import autocannon from 'autocannon';
import { BENCH_PASSWORD } from '@staydesk/api/seed';
import { signIn } from '../api-session';
import { startApiServer } from '../api-server';
import { API_PORT } from '../apps';
import { latencyOf, type LatencyResult } from './api-lists';

/**
 * p50/p99 of one GET on an API of its own over a fresh database: `seed` writes the data and
 * names who reads what; 4 connections for 10 s.
 */
export async function measureOnFreshApi(
  seed: () => Promise<{ email: string; path: string }>,
): Promise<LatencyResult & { database: string }> {
  const server = await startApiServer({ port: API_PORT, log: () => undefined });
  try {
    const { email, path } = await seed();
    const { cookie } = await signIn(server.base, email, BENCH_PASSWORD);
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
