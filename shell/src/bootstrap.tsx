import { createRoot } from 'react-dom/client';
import { DesignSystemProvider } from '@staydesk/design-system';
import { compose } from './start-shell';
import { SignInPage } from './pages/SignInPage';
import { SIGN_IN_PATH } from './session/session-client';

const container = document.getElementById('root');
if (!container) throw new Error('No #root element');
const root = createRoot(container);

// Paths under /auth render without the application chrome.
if (window.location.pathname.startsWith(SIGN_IN_PATH)) {
  root.render(
    <DesignSystemProvider>
      <SignInPage />
    </DesignSystemProvider>,
  );
} else {
  void compose(root);
}
