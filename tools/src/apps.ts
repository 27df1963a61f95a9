import path from 'node:path';
import { DEV_REMOTE_PORTS, REMOTE_NAMES, type RemoteName } from '@staydesk/contracts';

export const ROOT_DIR = path.resolve(__dirname, '../..');
export const APP_NAMES = ['shell', ...REMOTE_NAMES] as const;
export type AppName = (typeof APP_NAMES)[number];

export const SHELL_PORT = Number(process.env.SHELL_PORT ?? 3000);
export const API_PORT = Number(process.env.API_PORT ?? 4000);

export const appDir = (app: AppName): string => path.join(ROOT_DIR, app);
export const isAppName = (value: string): value is AppName =>
  (APP_NAMES as readonly string[]).includes(value);

export function appPort(app: AppName): number {
  if (app === 'shell') return SHELL_PORT;
  const offset = Number(process.env.REMOTE_PORT_OFFSET ?? 0);
  return DEV_REMOTE_PORTS[app as RemoteName] + offset;
}

export const manifestUrlOf = (remote: RemoteName, host = 'localhost'): string =>
  `http://${host}:${appPort(remote)}/mf-manifest.json`;

/** The shell and every remote's harness page talk to the API from their own origin. */
export const allowedOrigins = (): string =>
  APP_NAMES.flatMap((app) => [
    `http://localhost:${appPort(app)}`,
    `http://127.0.0.1:${appPort(app)}`,
  ]).join(',');
