// The API as the platform's other programs run it: the server, its database connection, the
// remote registry the shell's edge reads and the Node flags a process of its own starts with.
export { startApi, type RunningApi } from './main';
export { connectDatabase, disconnectDatabase } from './db';
export {
  activeRemotes,
  ensureRemotes,
  publishRemote,
  rollbackRemote,
} from './services/remote-registry';
export { API_NODE_FLAGS } from './node-flags';
export { servedOverTls } from './config';
