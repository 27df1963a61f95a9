import mongoose from 'mongoose';
import { z } from 'zod';
import { PUBLIC_ACCESS } from '@staydesk/contracts';
import { publicRoute, type RouteDeclaration } from '../../http/route';
import { databaseIsUp, databaseUnavailable } from '../../middleware/database-gate';

const healthSchema = z.object({
  status: z.literal('ok'),
  db: z.object({ status: z.literal('up'), ms: z.number() }),
});

export const healthRoutes = (): RouteDeclaration[] => [
  publicRoute({
    id: 'health',
    method: 'GET',
    path: '/healthz',
    summary:
      'Liveness and database reachability, for load balancers (503 while the database is down)',
    tag: 'platform',
    access: PUBLIC_ACCESS,
    rateLimit: 'none',
    withoutDatabase: true,
    response: { status: 200, description: 'The API and its database answer', schema: healthSchema },
    errors: [503],
    async handle() {
      const started = performance.now();
      const db = mongoose.connection.db;
      if (!db || !databaseIsUp()) throw databaseUnavailable();
      await db.admin().command({ ping: 1 });
      return {
        status: 'ok' as const,
        db: { status: 'up' as const, ms: Math.round(performance.now() - started) },
      };
    },
  }),
];
