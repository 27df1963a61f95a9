import autocannon from 'autocannon';
import { CSRF_COOKIE, CSRF_HEADER } from '@staydesk/contracts';
import { API_PORT } from '../apps';
import { BENCH_PASSWORD } from '../../../api/src/seed/large-customer';

async function signIn(email: string): Promise<string> {
  const base = `http://127.0.0.1:${API_PORT}`;
  const first = await fetch(`${base}/api/auth/session`);
  const csrf = /csrf_token=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const response = await fetch(`${base}/api/auth/signin`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [CSRF_HEADER]: csrf,
      cookie: `${CSRF_COOKIE}=${csrf}`,
    },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const sid = /sid=([^;]+)/.exec(response.headers.get('set-cookie') ?? '')?.[1];
  if (!sid) throw new Error(`bench sign-in failed: ${response.status}`);
  return `sid=${sid}`;
}

export interface LatencyResult {
  path: string;
  requests: number;
  p50: number;
  p99: number;
}

/** p50/p99 of the list routes under 4 concurrent connections for 10 s each. */
export async function measureListRoutes(email: string): Promise<LatencyResult[]> {
  const cookie = await signIn(email);
  const results: LatencyResult[] = [];
  for (const path of ['/api/tasks?limit=50', '/api/notifications?limit=25']) {
    const result = await autocannon({
      url: `http://127.0.0.1:${API_PORT}${path}`,
      connections: 4,
      duration: 10,
      headers: { cookie },
    });
    if (result.non2xx > 0) throw new Error(`${path}: ${result.non2xx} failed responses`);
    results.push({
      path,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
    });
  }
  return results;
}
