import { TASK_DETAIL_CACHE_SECONDS } from '@staydesk/contracts';
import { createRemoteApi } from '@staydesk/design-system/platform';

/**
 * The remote's one RTK Query api. A module of its own so that a surface creates it in a step
 * before the store's (`lazySurfacePart`): together they were one long task on a phone's CPU.
 */
export const api = createRemoteApi({
  tagTypes: ['Task'],
  keepUnusedDataFor: TASK_DETAIL_CACHE_SECONDS,
});
