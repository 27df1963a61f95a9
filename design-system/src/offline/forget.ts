import { KEPT_PAGES_CACHE, KEPT_READS_CACHE } from '@staydesk/contracts';
import { todaysTasks } from './todays-tasks';

/**
 * Deletes what the phone kept of the user for a day without network: the worker's kept reads
 * and pages, and today's tasks. The field actions still waiting stay: they are sent when their
 * user signs in again.
 */
export async function forgetKeptFieldData(): Promise<void> {
  await Promise.all([
    todaysTasks().forget(),
    ...(typeof caches === 'undefined'
      ? []
      : [caches.delete(KEPT_READS_CACHE), caches.delete(KEPT_PAGES_CACHE)]),
  ]);
}
