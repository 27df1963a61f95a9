import autocannon from 'autocannon';
import { signIn } from '../api-session';
import { startApiServer } from '../api-server';
import { API_PORT } from '../apps';
import { BENCH_PASSWORD, seedCommandBench } from '@staydesk/api/seed';
import { latencyOf, type LatencyResult } from './api-lists';

/**
 * `npm run bench -- commands`: p50/p99 of POST /api/commands running reservation.modify (rules,
 * recomputed pricing, the write, the live event and the result event), one connection at 100
 * requests/s for 10 s, so that no two changes of the one reservation race, on a fresh database.
 */
export async function measureCommands(): Promise<LatencyResult & { database: string }> {
  const server = await startApiServer({ port: API_PORT, log: () => undefined });
  try {
    const { email, reservationId } = await seedCommandBench();
    const session = await signIn(server.base, email, BENCH_PASSWORD);
    const path = '/api/commands';
    const result = await autocannon({
      url: `${server.base}${path}`,
      method: 'POST',
      connections: 1,
      duration: 10,
      // Within the caller's write budget (1,200 a minute): above it the API answers 429.
      overallRate: 100,
      headers: { ...session.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        action: {
          type: 'command',
          topic: 'reservations',
          event: 'reservation.modify',
          payload: {
            reservationId,
            pricing_update: {
              modifications: {
                guestCount: { adults: 2, children: 1, infants: 0, pets: 0 },
                pricing: { base: 420, cleaning: 85, service: 12.6, totalTaxes: 41.5 },
              },
              metadata: {
                source: 'manual_modification',
                timestamp: new Date().toISOString(),
                reservationId,
              },
            },
          },
        },
      }),
    });
    return { database: server.mongo.kind, ...latencyOf(path, result) };
  } finally {
    await server.stop();
  }
}
