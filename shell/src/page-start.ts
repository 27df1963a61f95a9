import { startInOwnTask } from '@staydesk/design-system/scheduling';
import { startBootRequests } from './boot-requests';

/** The page's start: its requests, then, once its drawing is on screen, the shell's start-up. */
export function startPage(): void {
  // Before the async boundary, so the API's answers and the remotes download alongside React.
  const boot = startBootRequests(window.location);
  // Async boundary: the federation runtime settles shared singletons before React loads.
  const start = () =>
    startInOwnTask(() => void import('./bootstrap').then(({ bootstrap }) => bootstrap(boot)));
  // The page the server drew shows before the shell's start-up (the share negotiation, React, the
  // hydration) takes a phone's main thread for several long tasks: it starts once the drawing is
  // on screen, not once a frame is merely prepared, as a frame still to be drawn waited behind the
  // start-up for up to a second. A page with nothing drawn starts after its first frame.
  if (
    PerformanceObserver.supportedEntryTypes?.includes('paint') &&
    document.getElementById('root')?.hasChildNodes()
  ) {
    const painted = new PerformanceObserver(() => {
      painted.disconnect();
      start();
    });
    painted.observe({ type: 'paint', buffered: true });
  } else requestAnimationFrame(start);
}
