import { readSurfaces } from '@staydesk/contracts';
import { isPhone } from '@staydesk/design-system';
import { onLocationChange } from '@staydesk/design-system/platform';

/** The execution view covers the whole page; so do, on a phone, a task's panels. */
export function pageCovered(): boolean {
  const surfaces = readSurfaces(window.location.search);
  return surfaces.execution || (surfaces.taskId !== null && isPhone());
}

/** Settles at once when nothing covers the page, else once the covering surface has closed. */
export function whenPageUncovered(): Promise<void> {
  return new Promise((uncovered) => {
    const check = () => {
      if (pageCovered()) return;
      stopWatching();
      uncovered();
    };
    const stopWatching = onLocationChange(check);
    check();
  });
}
