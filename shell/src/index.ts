import { startBootRequests } from './boot-requests';

// Before the async boundary, so the API's answers and the remotes download alongside React.
const boot = startBootRequests(window.location);
// Async boundary: the federation runtime settles shared singletons before React loads. After
// the first paint: the page the server drew shows before the shell's start-up (the share
// negotiation, React, the hydration) takes a phone's main thread for several long tasks.
requestAnimationFrame(() =>
  setTimeout(() => import('./bootstrap').then(({ bootstrap }) => bootstrap(boot))),
);
