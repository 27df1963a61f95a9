import { startTransition, useLayoutEffect, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import { WORKSPACE_READY_MARK, type Session } from '@staydesk/contracts';
import { DesignSystemProvider, EmptyState } from '@staydesk/design-system';
import { yieldToBrowser } from '@staydesk/design-system/platform';
import type { BootRequests } from './boot-requests';
import type { WorkspaceCache } from './boot/workspace-cache';
import { isWorkspaceCached, opensWithoutBootLoader } from './boot/workspace-index';
import { mountOnDemand } from './federation/on-demand';
import { preloadSurfaces } from './federation/registry';
import { comesWithPage, SURFACES, surfacesOnScreenAt } from './federation/surfaces';
import { Layout } from './layout/Layout';
import { preloadInbox } from './pages/HomePage';
import { afterPageContent } from './pages/page-content';
import { whenPageUncovered } from './pages/page-covered';
import { createShellPlatform } from './platform';
import { followSessionChanges, goToSignIn } from './session/session-client';
import { installShortcuts } from './shortcuts';

/**
 * The workspace's cached data: on a first sign-in the boot loader fetches it before the shell
 * opens; when it is all kept, or the page opens under the execution view, the shell opens at
 * once and the cache loads (the missing items fetched) once the page is idle.
 */
async function prepareWorkspace(root: PageRoot, session: Session): Promise<WorkspaceCache | null> {
  if (isWorkspaceCached(session) || opensWithoutBootLoader(window.location.search)) return null;
  if (window.location.pathname === '/') void preloadInbox();
  return (await loadBoot()).runBootLoader(root, session);
}

const loadBoot = () => import('./boot/lazy-boot');

function Committed({ then }: { then: () => void }) {
  useLayoutEffect(then, [then]);
  return null;
}

/**
 * Renders the tree as a transition, which React splits into slices of a few milliseconds (the
 * layout in one go held a phone's main thread for over 200 ms), and resolves once it is in the
 * DOM.
 */
/** The page's React root: `hydrate` takes over the server's view where there is one. */
export type PageRoot = Pick<Root, 'render'> & { hydrate(tree: ReactNode): void };

const renderInSlices = (root: PageRoot, tree: ReactNode) =>
  new Promise<void>((inDom) =>
    startTransition(() =>
      root.hydrate(
        <>
          {tree}
          <Committed then={inDom} />
        </>,
      ),
    ),
  );

/** Signed in: workspace -> registry -> federation runtime -> layout -> single-spa. */
export async function compose(root: PageRoot, boot: BootRequests): Promise<void> {
  try {
    const session = await boot.session;
    if (!session) return goToSignIn();
    if (boot.chromeless) return (await loadBoot()).renderChromeless(root, session, boot.remotes);
    const workspace = await prepareWorkspace(root, session);
    await boot.remotes;
    // The remotes of the page's content (a task sidebar, the execution view) load now, if the
    // page did not already preload them; the header's bell waits for the page's content (see
    // afterPageContent).
    const onScreen = surfacesOnScreenAt(window.location.pathname, window.location.search);
    preloadSurfaces(onScreen.filter(comesWithPage));
    // A named break: the federation runtime's work on those preloads ends this task, and the
    // chrome's first render starts the next (together, one long task on a phone's CPU).
    await yieldToBrowser();
    const platform = createShellPlatform(session);
    // The layout must be in the DOM before single-spa mounts surfaces into its slots.
    await renderInSlices(
      root,
      <DesignSystemProvider>
        <Layout platform={platform} />
      </DesignSystemProvider>,
    );
    performance.mark(WORKSPACE_READY_MARK);
    // A named break: single-spa and the surfaces' wrappers load once the chrome may be painted,
    // as it needs neither; the remotes the URL shows are already on their way.
    const composed = yieldToBrowser().then(async () => {
      // The bell, fetched and mounted once the page's content is shown and nothing covers it:
      // under the execution view nobody would see it.
      const bellWanted = afterPageContent().then(whenPageUncovered);
      void bellWanted.then(() =>
        preloadSurfaces(onScreen.filter((surface) => !comesWithPage(surface))),
      );
      const { composeSurfaces } = await import('./compose');
      return composeSurfaces(platform, bellWanted);
    });
    // Listening at once, so a shortcut pressed meanwhile is held, not lost.
    for (const surface of SURFACES) {
      if (surface.onDemand)
        mountOnDemand(surface.onDemand, () => void composed.then((c) => c.mountParcel(surface)));
    }
    installShortcuts(() => platform.session.currentRole);
    followSessionChanges(platform);
    await composed;
    (await import('./compose')).afterComposed(platform, session, workspace);
  } catch (error) {
    root.render(
      <DesignSystemProvider>
        <EmptyState
          title="Staydesk could not start"
          description={error instanceof Error ? error.message : 'Please reload the page.'}
        />
      </DesignSystemProvider>,
    );
  }
}
