import { createRoot, type Root } from 'react-dom/client';
import type { LifeCycleFn, LifeCycles } from 'single-spa';
import type { PlatformApi, RemoteName } from '@staydesk/contracts';
import { DesignSystemProvider, SurfaceFallback } from '@staydesk/design-system';
import { removeDrawnSurface } from '@staydesk/design-system/platform';
import { loadExposed } from './registry';

export interface SurfaceCustomProps {
  platform: PlatformApi;
  domElement: HTMLElement;
  name: string;
}

type RemoteLifecycles = LifeCycles<SurfaceCustomProps>;

export interface ResilientLifecycles {
  bootstrap: LifeCycleFn<SurfaceCustomProps>;
  mount: LifeCycleFn<SurfaceCustomProps>;
  unmount: LifeCycleFn<SurfaceCustomProps>;
}

const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 15_000;

async function runAll(step: RemoteLifecycles['mount'], props: SurfaceCustomProps): Promise<void> {
  for (const fn of Array.isArray(step) ? step : [step]) await fn(props as never);
}

/**
 * Wraps a remote surface in lifecycles that never fail: when the remote cannot be loaded or
 * throws while mounting, a compact fallback takes its place and loading is retried with
 * backoff, so the surface comes back on its own, without a page reload.
 */
export function resilientSurface(
  remote: RemoteName,
  module: string,
  label: string,
  /** Its remote may have drawn it on the server: a fallback or closing takes the drawing away. */
  drawnByServer = false,
): ResilientLifecycles {
  let loaded: RemoteLifecycles | null = null;
  let bootstrapped = false;
  let mountedInto: SurfaceCustomProps | null = null;
  let fallbackRoot: Root | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let active = false;
  let failures = 0;

  const letGoOfDrawing = () => {
    if (drawnByServer) removeDrawnSurface();
  };

  const showFallback = (host: HTMLElement) => {
    letGoOfDrawing();
    if (fallbackRoot) return;
    const element = document.createElement('div');
    host.appendChild(element);
    fallbackRoot = createRoot(element);
    fallbackRoot.render(
      <DesignSystemProvider>
        <SurfaceFallback label={label} retrying />
      </DesignSystemProvider>,
    );
  };

  const hideFallback = () => {
    fallbackRoot?.unmount();
    fallbackRoot = null;
  };

  const attempt = async (props: SurfaceCustomProps): Promise<void> => {
    if (!active) return;
    const inner = document.createElement('div');
    try {
      loaded ??= await loadExposed<RemoteLifecycles>(remote, module, failures > 0);
      if (!bootstrapped) {
        await runAll(loaded.bootstrap, props);
        bootstrapped = true;
      }
      if (!active) return;
      props.domElement.appendChild(inner);
      const innerProps = { ...props, domElement: inner };
      await runAll(loaded.mount, innerProps);
      mountedInto = innerProps;
      failures = 0;
      hideFallback();
    } catch (error) {
      inner.remove();
      console.warn(`${label} is unavailable`, error);
      // A module that loaded but failed to mount is fetched again next time.
      loaded = null;
      bootstrapped = false;
      failures += 1;
      showFallback(props.domElement);
      const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** (failures - 1));
      retryTimer = setTimeout(() => void attempt(props), delay);
    }
  };

  return {
    bootstrap: async () => undefined,
    mount: async (props) => {
      active = true;
      await attempt(props);
    },
    unmount: async () => {
      active = false;
      clearTimeout(retryTimer);
      hideFallback();
      letGoOfDrawing();
      if (mountedInto && loaded) {
        const props = mountedInto;
        mountedInto = null;
        await runAll(loaded.unmount, props);
        props.domElement.remove();
      }
    },
  };
}
