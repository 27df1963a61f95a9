import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@staydesk/design-system';
import type { BootRequests } from './boot-requests';
import { compose } from './start-shell';
import { SignInPage } from './pages/SignInPage';

/** Without boot requests (the sign-in pages) the page renders without the application chrome. */
export function bootstrap(boot: BootRequests | null): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  const root = createRoot(container);
  if (boot) {
    void compose(root, boot);
    return;
  }
  root.render(
    <DesignSystemProvider>
      <SignInPage />
    </DesignSystemProvider>,
  );
}
