// The shell's server, as the platform starts it: the edge in front of the shell's page, and the
// static server a remote's files are served by where no CDN serves them (development, tests).
export { startShellServer, type ShellServerOptions } from './shell-server';
export { startStaticServer, type StaticServerOptions, type SurfaceView } from './static-server';
export { createApiProxy } from './api-proxy';
