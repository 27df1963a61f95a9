import { mountRootParcel, registerApplication, start } from 'single-spa';
import {
  isServiceProvider,
  readSurfaces,
  type PlatformApi,
  type Session,
} from '@staydesk/contracts';
import { whenIdle } from '@staydesk/design-system';
import {
  notificationSidebarOpensWithPage,
  type SessionPlatform,
} from '@staydesk/design-system/platform';
import type { WorkspaceCache } from './boot/workspace-cache';
import { resilientSurface } from './federation/resilient-surface';
import { SURFACES, slotElementId, type SurfaceDefinition } from './federation/surfaces';
import {
  makeRoomForNotificationSidebar,
  restoreNotificationSidebar,
} from './layout/notification-sidebar-room';

function slot(surface: SurfaceDefinition): HTMLElement {
  const element = document.getElementById(slotElementId(surface.slot));
  if (!element) throw new Error(`The layout has no slot for ${surface.label}`);
  return element;
}

/** Opens the notifications sidebar with the page where the user left it open (and it fits). */
function restoreSidebarOf(userId: string): void {
  if (notificationSidebarOpensWithPage(userId)) restoreNotificationSidebar();
}

/**
 * Once the surfaces are composed: the notifications sidebar where the user left it, then, when
 * the page is idle, the workspace kept fresh and push notifications (with their clicks). Here
 * rather than in the chrome's first scripts: none of it is needed for the first paint.
 */
export function afterComposed(
  platform: SessionPlatform,
  session: Session,
  workspace: WorkspaceCache | null,
): void {
  restoreSidebarOf(session.user.id);
  whenIdle(
    () =>
      void import('./boot/lazy-boot').then((boot) => boot.keepWorkspaceFresh(session, workspace)),
  );
  // A provider's tasks due today go onto the phone on the day's first visit, before any signal
  // is lost in a basement; the execution view opens them from there when the network fails.
  if (isServiceProvider(session.currentRole)) {
    whenIdle(
      () =>
        void import('@staydesk/design-system/offline').then(({ todaysTasks }) =>
          todaysTasks()
            .keep(session)
            .catch((error: unknown) => console.warn("Today's tasks were not kept", error)),
        ),
    );
  }
  whenIdle(() =>
    import('./service-worker/register').then(
      ({ startServiceWorker }) => startServiceWorker(platform.nav.navigate, session.user.id),
      (error: unknown) => console.warn('Push notification support did not load', error),
    ),
  );
}

export interface ComposedSurfaces {
  /** Mounts a parcel that waited to be asked for (the palette, the notifications sidebar). */
  mountParcel(surface: SurfaceDefinition): void;
}

/**
 * Registers URL-driven surfaces as single-spa applications, mounts the parcels that are on
 * screen (the bell) once the page's content is and nothing covers it, then starts single-spa.
 * Every surface is resilient: a remote that is down shows its fallback while the rest of the
 * page works.
 */
export function composeSurfaces(
  platform: PlatformApi,
  /** Settles once the page's content is shown and nothing covers the page. */
  bellWanted: Promise<void>,
): ComposedSurfaces {
  // Listening before any surface mounts: the sidebar says when it shows.
  makeRoomForNotificationSidebar();
  const customProps = (surface: SurfaceDefinition) => () => ({
    platform,
    domElement: slot(surface),
    name: surface.label,
  });
  const lifecyclesOf = (surface: SurfaceDefinition) =>
    resilientSurface(surface.remote, surface.module, surface.label, surface.drawnByServer);
  const mountParcel = (surface: SurfaceDefinition) =>
    void mountRootParcel(lifecyclesOf(surface), customProps(surface)()).mountPromise;

  for (const surface of SURFACES) {
    const activeWhen = surface.activeWhen;
    if (activeWhen) {
      const lifecycles = lifecyclesOf(surface);
      registerApplication({
        name: `${surface.remote}/${surface.module}`,
        app: async () => lifecycles,
        activeWhen: (location) => activeWhen(readSurfaces(location.search), location.pathname),
        customProps: customProps(surface),
      });
    } else if (!surface.onDemand) {
      void bellWanted.then(() => mountParcel(surface));
    }
  }
  start({ urlRerouteOnly: true });
  return { mountParcel };
}
