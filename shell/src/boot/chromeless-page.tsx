import type { Root } from 'react-dom/client';
import type { Session } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { ShellPage } from '../pages/shell-pages';
import { createShellPlatform } from '../platform';

/** A page shown without the chrome (an invoice, a shared link): no navigation, no surfaces. */
export function renderChromeless(root: Pick<Root, 'render'>, session: Session): void {
  root.render(
    <DesignSystemProvider>
      <main id="main">
        <ShellPage platform={createShellPlatform(session)} pathname={window.location.pathname} />
      </main>
    </DesignSystemProvider>,
  );
}
