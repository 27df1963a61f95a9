import { createRoot } from 'react-dom/client';
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
  // A chunk of its own: the signed-in pages never need it.
  const { SignInPage } = await import('./pages/SignInPage');
  root.render(
    <DesignSystemProvider>
      <SignInPage />
    </DesignSystemProvider>,
  );
}
