import { useEffect, useRef } from 'react';
import type { Root } from 'react-dom/client';
import type { PlatformApi, Session } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { resilientSurface } from '../federation/resilient-surface';
import { surfacesOnScreenAt, type SurfaceDefinition } from '../federation/surfaces';
import { ShellPage } from '../pages/shell-pages';
import { createShellPlatform } from '../platform';

/** A remote's page (the invoice), mounted once the registry's remotes are registered. */
function RemotePage(props: {
  surface: SurfaceDefinition;
  platform: PlatformApi;
  remotes: Promise<void>;
}) {
  const host = useRef<HTMLDivElement>(null);
  const { surface, platform, remotes } = props;
  useEffect(() => {
    const domElement = host.current;
    if (!domElement) return;
    const lifecycles = resilientSurface(surface.remote, surface.module, surface.label);
    const surfaceProps = { platform, domElement, name: surface.module } as never;
    let unmounted = false;
    const mounted = remotes
      .catch(() => undefined)
      .then(() => (unmounted ? undefined : lifecycles.mount(surfaceProps)));
    return () => {
      unmounted = true;
      void mounted.then(() => lifecycles.unmount(surfaceProps));
    };
  }, [surface, platform, remotes]);
  return <div ref={host} />;
}

/** A page shown without the chrome (an invoice, a shared link): no navigation, no surfaces. */
export function renderChromeless(
  root: Pick<Root, 'render'>,
  session: Session,
  remotes: Promise<void>,
): void {
  const { pathname, search } = window.location;
  const platform = createShellPlatform(session);
  const remotePage = surfacesOnScreenAt(pathname, search).find(({ slot }) => slot === 'page');
  root.render(
    <DesignSystemProvider>
      <main id="main">
        {remotePage ? (
          <RemotePage surface={remotePage} platform={platform} remotes={remotes} />
        ) : (
          <ShellPage platform={platform} pathname={pathname} />
        )}
      </main>
    </DesignSystemProvider>,
  );
}
