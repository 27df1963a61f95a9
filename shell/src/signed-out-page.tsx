import type { ReactNode } from 'react';
import { INVITATION_PATH } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';

/** The sign-in or the invitation page, without the application chrome. */
export async function renderSignedOutPage(render: (tree: ReactNode) => void): Promise<void> {
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
