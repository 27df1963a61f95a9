import { startBootRequests } from './boot-requests';

// Before the async boundary, so the API's answers and the remotes download alongside React.
const boot = startBootRequests(window.location);
// Async boundary: the federation runtime settles shared singletons before React loads.
void import('./bootstrap').then(({ bootstrap }) => bootstrap(boot));
