import { EXECUTION_TIMING } from '@staydesk/contracts';
import { useEffect, useRef } from 'react';
import { useFieldActions } from './actions';
import type { RunClock } from './run-clock';

/** While the run is active, its figures go to the server about every 30 seconds. */
export function useRunSync(taskId: string, clock: RunClock): void {
  const { perform } = useFieldActions();
  const latest = useRef({ clock, perform });
  latest.current = { clock, perform };
  const active = clock.state === 'active';
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      const { clock: current, perform: send } = latest.current;
      const now = Date.now();
      // A sync that fails is sent again, newer, half a minute later.
      send({
        kind: 'sync',
        taskId,
        sync: {
          currentState: current.state,
          totalWorkTime: current.workSeconds(now),
          totalBreakTime: current.breakSeconds(now),
        },
      }).catch(() => undefined);
    }, EXECUTION_TIMING.syncIntervalMs);
    return () => clearInterval(timer);
  }, [active, taskId]);
}
