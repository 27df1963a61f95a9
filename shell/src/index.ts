import { startBootRequests } from './boot-requests';

// Before the async boundary, so the session, the registry and the remotes the URL shows
// download alongside React.
const boot = startBootRequests(window.location);
// The async boundary: the federation runtime settles the shared singletons before React loads.
void import('./bootstrap').then(({ bootstrap }) => bootstrap(boot));
