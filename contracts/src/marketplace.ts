export const MARKETPLACE_TABS = [
  'overview',
  'bids',
  'providers',
  'payments',
  'escalations',
] as const;
export type MarketplaceTab = (typeof MARKETPLACE_TABS)[number];

export type MarketplaceStage = 'completed' | 'assigned' | 'bidding' | 'open';

/** completed if the task is; else assigned with an assignment; else bidding with a bid; else open. */
export function marketplaceStage(task: {
  status: string;
  assignments: readonly unknown[];
  bids: readonly unknown[];
}): MarketplaceStage {
  if (task.status === 'completed') return 'completed';
  if (task.assignments.length > 0) return 'assigned';
  if (task.bids.length > 0) return 'bidding';
  return 'open';
}

/** Tabs other than overview are disabled until the task is marketplace eligible. */
export const isMarketplaceTabEnabled = (tab: MarketplaceTab, eligible: boolean): boolean =>
  tab === 'overview' || eligible;

export * from './marketplace-bids';
export * from './marketplace-offers';
export * from './marketplace-providers';
export * from './marketplace-row';

/** This area's toasts: successes 3 s, errors 6 s (spec: marketplace-execution §8). */
export const MARKETPLACE_TOAST_MS = { success: 3_000, error: 6_000 } as const;
