export interface ApiConfig {
  port: number;
  mongodbUri: string;
  production: boolean;
  /** Secure cookies: on in production, unless explicitly turned off for plain-HTTP previews. */
  secureCookies: boolean;
  sessionTtlHours: number;
  logLevel: string;
  /** The address browsers reach the shell at; mutating requests from other origins are refused. */
  allowedOrigins: string[];
}

const MONGO_HELP = [
  'No MongoDB to connect to. Choose one of:',
  '  1. set MONGODB_URI to a MongoDB replica set (production);',
  '  2. run through `npm start` / `npm test`, which start an embedded mongod (mongodb-memory-server);',
  '  3. offline: install Java 17 and Maven, and `npm start` starts the bundled mongo-java-server fallback.',
].join('\n');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const production = env.NODE_ENV === 'production';
  const mongodbUri = env.MONGODB_URI;
  if (!mongodbUri) throw new Error(MONGO_HELP);
  const shellPort = env.SHELL_PORT ?? '3000';
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    mongodbUri,
    production,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 14),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    allowedOrigins: (
      env.ALLOWED_ORIGINS ?? `http://localhost:${shellPort},http://127.0.0.1:${shellPort}`
    )
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
  };
}
