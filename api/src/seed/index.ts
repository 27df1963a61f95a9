// The demo customer and the benchmarks' data, for `npm start`, `npm run seed` and the bench.
export { ESCALATION_BENCH_STEPS, seedEscalationBench } from './bench-escalations';
export { isDatabaseEmpty, resetDatabase, seedDemo } from './demo';
export { DEMO_CUSTOMER, DEMO_PASSWORD_DEFAULT, DEMO_ROLES } from './fixtures';
export {
  BENCH_DOCUMENTS,
  BENCH_PASSWORD,
  seedHeavyTask,
  seedLargeCustomer,
  seedNotificationFeed,
  seedTasksForCustomerOf,
} from './large-customer';
export { seedCommandBench } from './palette-data';
export { signInLoadCallers } from './load-callers';
export {
  MARKETPLACE_BENCH_PROVIDERS,
  MARKETPLACE_BENCH_TASKS,
  seedMarketplaceBench,
} from './bench-marketplace';
