import { readSurfaces } from '@staydesk/contracts';
import { useEffect, useState } from 'react';

// Tasks whose sidebar gave way to the execution view: kept by the remote, which outlives them.
const leftForExecution = new Set<string>();

/**
 * Whether the sidebar comes back from the execution view and must read the task again. The
 * sidebar is not mounted while the view covers it, so it hears none of the run's live events,
 * and its cached task (kept five minutes) would still read as not started.
 */
export function useRefreshAfterExecution(taskId: string): boolean {
  const [returning] = useState(() => leftForExecution.delete(taskId));
  useEffect(
    () => () => {
      if (readSurfaces(window.location.search).execution) leftForExecution.add(taskId);
    },
    [taskId],
  );
  return returning;
}
