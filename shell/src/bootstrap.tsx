import type { ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { INVITATION_PATH } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { nextTask } from '@staydesk/design-system/platform';
import type { BootRequests } from './boot-requests';
import type { PageRoot } from './start-shell';

/** Without boot requests (the sign-in pages) the page renders without the application chrome. */
export async function bootstrap(boot: BootRequests | null): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  let root: Root | undefined;
  const render = (tree: ReactNode) => (root ??= createRoot(container)).render(tree);
  // The home page's document carries the server's drawing of the chrome and the inbox: the
  // first render of the chrome takes it over in place. Anything rendered before (the boot
  // loader) has replaced it, and the chrome then renders as on any other page.
  const pageRoot: PageRoot = {
    render,
    hydrate: (tree) =>
      root || !container.hasChildNodes()
        ? render(tree)
        : void (root = hydrateRoot(container, tree)),
  };
  if (boot) {
    // React DOM and the design-system were evaluated in this task; the chrome's modules are
    // evaluated in the next (in this chunk still: no request), each short enough for a phone.
    await nextTask();
    const { compose } = await import(/* webpackMode: "eager" */ './start-shell');
    await compose(pageRoot, boot);
    return;
  }
  // Chunks of their own: the signed-in pages never need them.
  const Page = window.location.pathname.startsWith(INVITATION_PATH)
    ? (await import('./pages/auth/InvitationPage')).InvitationPage
    : (await import('./pages/auth/SignInPage')).SignInPage;
  render(
    <DesignSystemProvider>
      <Page />
    </DesignSystemProvider>,
  );
}
