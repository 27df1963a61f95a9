import { readSurfaces } from '@staydesk/contracts';
import { isPhone } from '@staydesk/design-system';

/** The execution view covers the whole page; so do, on a phone, a task's panels. */
export function pageCovered(): boolean {
  const surfaces = readSurfaces(window.location.search);
  return surfaces.execution || (surfaces.taskId !== null && isPhone());
}

/** Settles at once when nothing covers the page, else once the covering surface has closed. */
export function whenPageUncovered(): Promise<void> {
  return new Promise((uncovered) => {
    // single-spa announces the platform's own navigations; back and forward arrive as popstate.
    const events = ['popstate', 'single-spa:routing-event'];
    const check = () => {
      if (pageCovered()) return;
      events.forEach((event) => window.removeEventListener(event, check));
      uncovered();
    };
    events.forEach((event) => window.addEventListener(event, check));
    check();
  });
}
