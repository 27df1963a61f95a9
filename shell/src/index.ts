import { startBootRequests } from './boot-requests';

// Before the async boundary, so the API's answers and the remotes download alongside React.
const boot = startBootRequests(window.location);
// Async boundary: the federation runtime settles shared singletons before React loads. In a
// task of its own: on a phone's CPU, the early requests and the share negotiation together
// held the main thread for one long task.
setTimeout(() => void import('./bootstrap').then(({ bootstrap }) => bootstrap(boot)));
