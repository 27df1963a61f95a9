import {
  MARKETPLACE_BENCH_PROVIDERS,
  MARKETPLACE_BENCH_TASKS,
  seedMarketplaceBench,
} from '@staydesk/api/seed';
import type { LatencyResult } from './api-lists';
import { measureOnFreshApi } from './fresh-api';

/**
 * `npm run bench -- marketplace`: p50/p99 of a provider's GET /api/tasks/marketplace (the first
 * page, 20 offers) with 10,000 eligible tasks and 200 providers, 4 connections for 10 s.
 */
export const measureMarketplaceList = () =>
  measureOnFreshApi(async () => ({
    ...(await seedMarketplaceBench()),
    path: '/api/tasks/marketplace?limit=20&offset=0',
  }));

export const marketplaceListLine = (result: LatencyResult) =>
  `GET /api/tasks/marketplace (${MARKETPLACE_BENCH_TASKS} eligible tasks, ${MARKETPLACE_BENCH_PROVIDERS} providers), 4 connections x 10 s: ${result.requests} requests, p50 ${result.p50} ms, p99 ${result.p99} ms`;
