import autocannon from 'autocannon';
import { signIn } from '../api-session';
import { API_PORT } from '../apps';
import { BENCH_PASSWORD } from '@staydesk/api/seed';

export interface LatencyResult {
  path: string;
  requests: number;
  p50: number;
  p99: number;
}

/** The figures of one autocannon run; any failed response fails the bench. */
export function latencyOf(path: string, result: autocannon.Result): LatencyResult {
  if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} failed responses`);
  return {
    path,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

/** p50/p99 of the list routes under 4 concurrent connections for 10 s each. */
export async function measureListRoutes(email: string): Promise<LatencyResult[]> {
  const { cookie } = await signIn(`http://127.0.0.1:${API_PORT}`, email, BENCH_PASSWORD);
  const results: LatencyResult[] = [];
  for (const path of ['/api/tasks?limit=50', '/api/notifications?limit=25']) {
    const result = await autocannon({
      url: `http://127.0.0.1:${API_PORT}${path}`,
      connections: 4,
      duration: 10,
      headers: { cookie },
    });
    results.push(latencyOf(path, result));
  }
  return results;
}
