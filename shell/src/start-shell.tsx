import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';
import { DesignSystemProvider, EmptyState } from '@staydesk/design-system';
import type { BootRequests } from './boot-requests';
import { composeSurfaces } from './compose';
import { Layout } from './layout/Layout';
import { createShellPlatform } from './platform';
import { goToSignIn, watchSessionOnFocus } from './session/session-client';
import { installShortcuts } from './shortcuts';

/** Signed in: registry -> federation runtime -> layout -> single-spa. */
export async function compose(root: Root, boot: BootRequests): Promise<void> {
  try {
    const session = await boot.session;
    if (!session) return goToSignIn();
    await boot.remotes;
    const platform = createShellPlatform(session);
    // The layout must be in the DOM before single-spa mounts surfaces into its slots.
    flushSync(() =>
      root.render(
        <DesignSystemProvider>
          <Layout platform={platform} />
        </DesignSystemProvider>,
      ),
    );
    installShortcuts(session.currentRole);
    watchSessionOnFocus();
    composeSurfaces(platform);
    // After the first paint: push notifications and their clicks are not on the critical path.
    import('./service-worker/register').then(
      ({ startServiceWorker }) => startServiceWorker(platform.nav.navigate, session.user.id),
      (error: unknown) => console.warn('Push notification support did not load', error),
    );
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
