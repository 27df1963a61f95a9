import { mountRootParcel, registerApplication, start } from 'single-spa';
import { readSurfaces, type PlatformApi } from '@staydesk/contracts';
import { resilientSurface } from './federation/resilient-surface';
import { SURFACES, slotElementId, type SurfaceDefinition } from './federation/surfaces';
import { makeRoomForNotificationSidebar } from './layout/notification-sidebar-room';

function slot(surface: SurfaceDefinition): HTMLElement {
  const element = document.getElementById(slotElementId(surface.slot));
  if (!element) throw new Error(`The layout has no slot for ${surface.label}`);
  return element;
}

export interface ComposedSurfaces {
  /** Mounts a parcel that waited to be asked for (the palette, the notifications sidebar). */
  mountParcel(surface: SurfaceDefinition): void;
}

/**
 * Registers URL-driven surfaces as single-spa applications, mounts the parcels that are on
 * screen (the bell) once the page's content is, then starts single-spa. Every surface is
 * resilient: a remote that is down shows its fallback while the rest of the page works.
 */
export function composeSurfaces(
  platform: PlatformApi,
  pageContentShown: Promise<void>,
): ComposedSurfaces {
  // Listening before any surface mounts: the sidebar says when it shows.
  makeRoomForNotificationSidebar();
  const customProps = (surface: SurfaceDefinition) => () => ({
    platform,
    domElement: slot(surface),
    name: surface.label,
  });
  const lifecyclesOf = (surface: SurfaceDefinition) =>
    resilientSurface(surface.remote, surface.module, surface.label);
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
      void pageContentShown.then(() => mountParcel(surface));
    }
  }
  start({ urlRerouteOnly: true });
  return { mountParcel };
}
