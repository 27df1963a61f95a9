import { createRoot } from 'react-dom/client';
import { INVITATION_PATH } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import type { BootRequests } from './boot-requests';
import { compose } from './start-shell';

/** Without boot requests (the sign-in pages) the page renders without the application chrome. */
export async function bootstrap(boot: BootRequests | null): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  if (boot) {
    await compose(root, boot);
    return;
  }
  // Chunks of their own: the signed-in pages never need them.
  const Page = window.location.pathname.startsWith(INVITATION_PATH)
    ? (await import('./pages/auth/InvitationPage')).InvitationPage
    : (await import('./pages/auth/SignInPage')).SignInPage;
  root.render(
    <DesignSystemProvider>
      <Page />
    </DesignSystemProvider>,
  );
}
