import type { Outage } from './outage';

// No zod here: the shell's banner reads these, and must not pull the schemas in with them.

/** The live event (topic 'platform') that tells every open shell the outage state changed. */
export const OUTAGE_EVENT_TYPE = 'system.outage';

export const NO_OUTAGE: Outage = {
  active: false,
  source: null,
  description: '',
  statusPageUrl: null,
  updatedAt: null,
};
