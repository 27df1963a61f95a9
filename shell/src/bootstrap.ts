import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import type { BootRequests } from './boot-requests';
import { renderSignedOutPage } from './signed-out-page';
import { compose, type PageRoot } from './start-shell';

/** Without boot requests (the sign-in pages) the page renders without the application chrome. */
export async function bootstrap(boot: BootRequests | null): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  let root: Root | undefined;
  const render: PageRoot['render'] = (tree) => (root ??= createRoot(container)).render(tree);
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
  if (boot) await compose(pageRoot, boot);
  else await renderSignedOutPage(render);
}
