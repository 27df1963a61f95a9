import type { TaskQuery } from '@staydesk/contracts';
import { useListTasksQuery } from '../task-api';

/** Keeps one later page of the list loaded (and refetched on live changes) while mounted. */
export function PageSubscription({ query }: { query: TaskQuery }) {
  useListTasksQuery(query);
  return null;
}
