/** The browser tests run the platform on their own ports, so a running `npm start` is no obstacle. */
export const E2E_ENV = {
  SHELL_PORT: '3100',
  API_PORT: '4100',
  REMOTE_PORT_OFFSET: '100',
  E2E_CONTROL_PORT: '3199',
  LOG_LEVEL: 'warn',
  // Where an admin's browser may load a remote from instead (decision 47): mf-tasks's own
  // server under another host name, so the tests override it with a second copy of its build.
  REMOTE_OVERRIDE_ORIGINS: 'http://127.0.0.1:3103',
} as const;

for (const [key, value] of Object.entries(E2E_ENV)) process.env[key] ??= value;

export const SHELL_URL = `http://localhost:${process.env.SHELL_PORT}`;
export const CONTROL_URL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT}`;
export const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'staydesk-demo';
