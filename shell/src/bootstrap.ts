import type { Root } from 'react-dom/client';
import { nextTask } from '@staydesk/design-system/platform';
import type { BootRequests } from './boot-requests';
import type { PageRoot } from './start-shell';

/** Without boot requests (the sign-in pages) the page renders without the application chrome. */
export async function bootstrap(boot: BootRequests | null): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('No #root element');
  // Each library is evaluated in a task of its own: React DOM after the task its chunk arrived
  // in (where the browser finishes compiling the chunk), Emotion and the design-system in the
  // next, and the chrome's modules in the one after. All of them are in this chunk or its
  // vendors, so a step costs no request. Evaluated together on their chunks' arrival, they were
  // one task of over 40 ms on a phone's CPU. No JSX in this module: the JSX runtime is Emotion's.
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
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
  await nextTask();
  await import(/* webpackMode: "eager" */ '@staydesk/design-system');
  await nextTask();
  if (boot) {
    const { compose } = await import(/* webpackMode: "eager" */ './start-shell');
    await compose(pageRoot, boot);
    return;
  }
  const { renderSignedOutPage } = await import(/* webpackMode: "eager" */ './signed-out-page');
  await renderSignedOutPage(render);
}
