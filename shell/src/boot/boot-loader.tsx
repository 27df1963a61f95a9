import { startTransition } from 'react';
import type { Root } from 'react-dom/client';
import {
  WORKSPACE_CACHES,
  WORKSPACE_READY_MARK,
  type Session,
  type WorkspaceCacheName,
} from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { BootOverlay, type StepStates } from './BootOverlay';
import { openWorkspaceCache, type WorkspaceCache } from './workspace-cache';

/** How long 'Ready!' stays on screen before the workspace replaces it. */
export const READY_VISIBLE_MS = 400;

/**
 * Shows the full-screen loader while the items this browser lacks are fetched and kept, then
 * 'Ready!'. Resolves once the shell may open: everything is in, or the user chose to continue
 * after a failure (the items that failed are fetched again on the next load).
 */
export async function runBootLoader(
  root: Pick<Root, 'render'>,
  session: Session,
  cacheOf: (session: Session) => Promise<WorkspaceCache> = openWorkspaceCache,
): Promise<WorkspaceCache> {
  const cache = await cacheOf(session);
  const due = cache.missingOrStale();
  const steps = Object.fromEntries(
    WORKSPACE_CACHES.map((name) => [name, due.includes(name) ? 'pending' : 'complete']),
  ) as StepStates;
  return new Promise((resolve) => {
    const finish = () => resolve(cache);
    // Transitions, which React renders in slices of a few milliseconds: the loader's first
    // render, with the page's global styles, held a phone's main thread for about 80 ms.
    const render = () =>
      startTransition(() =>
        root.render(
          <DesignSystemProvider>
            <BootOverlay
              steps={{ ...steps }}
              onRetry={() => void load(failedNow())}
              onContinue={finish}
            />
          </DesignSystemProvider>,
        ),
      );
    const failedNow = () => WORKSPACE_CACHES.filter((name) => steps[name] === 'error');
    const load = async (names: WorkspaceCacheName[]) => {
      const failed = await cache.fetch(names, (name, state) => {
        steps[name] = state;
        render();
      });
      if (failed.length > 0) return;
      performance.mark(WORKSPACE_READY_MARK);
      setTimeout(finish, READY_VISIBLE_MS);
    };
    render();
    void load(due);
  });
}
