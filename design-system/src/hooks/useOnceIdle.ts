import { useEffect, useState } from 'react';
import { whenIdle } from '../scheduling/whenIdle';

/**
 * False until the browser has had an idle moment since the component mounted. A query for what
 * only an interaction needs (suggestions, a picker's options) waits for it: each request started
 * costs the main thread a few milliseconds, and a panel that starts them all in the task that
 * puts it on the page makes that one long task on a phone. Each component waits in an idle
 * callback of its own, so their requests start in separate tasks.
 */
export function useOnceIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return idle;
}
