import { mountRootParcel, registerApplication, start } from 'single-spa';
import { readSurfaces, type PlatformApi } from '@staydesk/contracts';
import { mountOnDemand } from './federation/on-demand';
import { resilientSurface } from './federation/resilient-surface';
import { SURFACES, slotElementId, type SurfaceDefinition } from './federation/surfaces';

function slot(surface: SurfaceDefinition): HTMLElement {
  const element = document.getElementById(slotElementId(surface.slot));
  if (!element) throw new Error(`The layout has no slot for ${surface.label}`);
  return element;
}

/**
 * Registers URL-driven surfaces as single-spa applications, mounts the bell as a parcel and
 * the palette and notifications sidebar as parcels when first asked for, then starts
 * single-spa. Every surface is resilient: a remote that is down shows its fallback while the
 * rest of the page works.
 */
export function composeSurfaces(platform: PlatformApi): void {
  for (const surface of SURFACES) {
    const lifecycles = resilientSurface(surface.remote, surface.module, surface.label);
    const customProps = () => ({ platform, domElement: slot(surface), name: surface.label });
    const activeWhen = surface.activeWhen;
    if (activeWhen) {
      registerApplication({
        name: `${surface.remote}/${surface.module}`,
        app: async () => lifecycles,
        activeWhen: (location) => activeWhen(readSurfaces(location.search), location.pathname),
        customProps,
      });
    } else {
      const mount = () => void mountRootParcel(lifecycles, customProps()).mountPromise;
      if (surface.onDemand) mountOnDemand(surface.onDemand, mount);
      else mount();
    }
  }
  start({ urlRerouteOnly: true });
}
