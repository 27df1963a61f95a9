import { parseOverrideOrigins } from '@staydesk/contracts';

/** Where e-mail and SMS go. 'outbox' records them in MongoDB (development); providers add names. */
export const MESSAGE_SENDERS = ['outbox'] as const;
export type MessageSenderName = (typeof MESSAGE_SENDERS)[number];

/** Who moves task payments: 'ledger' is the built-in provider (a ledger in MongoDB); 'none' turns payments off. */
export const PAYMENT_PROVIDER_NAMES = ['ledger', 'none'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDER_NAMES)[number];

export interface DeliveryConfig {
  /** Web-push (VAPID) keys from the environment; without them, generated once and kept in MongoDB. */
  vapid: { publicKey: string | null; privateKey: string | null; subject: string };
  emailSender: MessageSenderName;
  smsSender: MessageSenderName;
  /**
   * The push services a subscription may point at ('*.' matches subdomains). The API POSTs to
   * every saved endpoint, so an open list would let anyone aim it at any host.
   */
  pushServiceHosts: string[];
}

/**
 * How this instance works the shared job queue. Production keeps the defaults (poll every 30 s,
 * a job locked 60 s); tests shorten both so a killed instance's job moves on within seconds.
 */
export interface JobSettings {
  pollMs?: number;
  lockLifetimeMs?: number;
}

export interface ApiConfig {
  port: number;
  mongodbUri: string;
  /** Browsers reach the platform over HTTPS: its cookies are Secure and it sends HSTS. */
  servedOverTls: boolean;
  sessionTtlHours: number;
  logLevel: string;
  /** The address browsers reach the shell at; mutating requests from other origins are refused. */
  allowedOrigins: string[];
  /**
   * Where an admin may load a remote from for their own browser (REMOTE_OVERRIDE_ORIGINS,
   * decision 47); none unless the deployment names some.
   */
  remoteOverrideOrigins: string[];
  delivery: DeliveryConfig;
  jobs?: JobSettings;
  /** PAYMENT_PROVIDER; the built-in 'ledger' when absent. */
  paymentProvider?: PaymentProviderName;
}

/** Where the links the API sends (invitations, notification e-mails) lead: the shell, as browsers reach it. */
export const shellOrigin = (config: Pick<ApiConfig, 'allowedOrigins'>): string =>
  config.allowedOrigins[0] ?? '';

const MONGO_HELP = [
  'No MongoDB to connect to. Choose one of:',
  '  1. set MONGODB_URI to a MongoDB replica set (production);',
  '  2. run through `npm start` / `npm test`, which start an embedded mongod (mongodb-memory-server);',
  '  3. offline: install Java 17 and Maven, and `npm start` starts the bundled mongo-java-server fallback.',
].join('\n');

export const DEFAULT_VAPID_SUBJECT = 'mailto:notifications@staydesk.app';

/** The push services of Chrome/Edge/Android, Firefox, Safari and Windows. */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  'web.push.apple.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

function senderNamed(variable: string, value: string | undefined): MessageSenderName {
  const name = value ?? 'outbox';
  if (!(MESSAGE_SENDERS as readonly string[]).includes(name)) {
    throw new Error(
      `${variable}=${name} is not a known sender. Known: ${MESSAGE_SENDERS.join(', ')}`,
    );
  }
  return name as MessageSenderName;
}

export function loadDeliveryConfig(env: NodeJS.ProcessEnv): DeliveryConfig {
  const publicKey = env.VAPID_PUBLIC_KEY || null;
  const privateKey = env.VAPID_PRIVATE_KEY || null;
  if (Boolean(publicKey) !== Boolean(privateKey)) {
    throw new Error(
      'Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a key pair is then generated once and kept in MongoDB).',
    );
  }
  return {
    vapid: { publicKey, privateKey, subject: env.VAPID_SUBJECT || DEFAULT_VAPID_SUBJECT },
    emailSender: senderNamed('NOTIFICATION_EMAIL_SENDER', env.NOTIFICATION_EMAIL_SENDER),
    smsSender: senderNamed('NOTIFICATION_SMS_SENDER', env.NOTIFICATION_SMS_SENDER),
    pushServiceHosts: env.PUSH_SERVICE_HOSTS
      ? env.PUSH_SERVICE_HOSTS.split(',').map((host) => host.trim().toLowerCase())
      : DEFAULT_PUSH_SERVICE_HOSTS,
  };
}

function milliseconds(variable: string, value: string | undefined): number | undefined {
  if (!value) return undefined;
  const ms = Number(value);
  if (!Number.isInteger(ms) || ms <= 0) {
    throw new Error(`${variable}=${value} is not a whole number of milliseconds above 0`);
  }
  return ms;
}

export function loadPaymentProvider(env: NodeJS.ProcessEnv): PaymentProviderName {
  const name = env.PAYMENT_PROVIDER || 'ledger';
  if (!(PAYMENT_PROVIDER_NAMES as readonly string[]).includes(name)) {
    throw new Error(
      `PAYMENT_PROVIDER=${name} is not a known payment provider. Known: ${PAYMENT_PROVIDER_NAMES.join(', ')}`,
    );
  }
  return name as PaymentProviderName;
}

export function loadJobSettings(env: NodeJS.ProcessEnv): JobSettings {
  return {
    pollMs: milliseconds('JOB_POLL_MS', env.JOB_POLL_MS),
    lockLifetimeMs: milliseconds('JOB_LOCK_LIFETIME_MS', env.JOB_LOCK_LIFETIME_MS),
  };
}

/**
 * A deployment (NODE_ENV=production) is served over HTTPS unless COOKIE_SECURE=false says it is
 * a plain-HTTP preview, as `npm start` is; COOKIE_SECURE=true says so outside production.
 */
export const servedOverTls = (env: NodeJS.ProcessEnv): boolean =>
  env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : env.NODE_ENV === 'production';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const mongodbUri = env.MONGODB_URI;
  if (!mongodbUri) throw new Error(MONGO_HELP);
  const shellPort = env.SHELL_PORT ?? '3000';
  return {
    port: Number(env.API_PORT ?? env.PORT ?? 4000),
    mongodbUri,
    servedOverTls: servedOverTls(env),
    sessionTtlHours: Number(env.SESSION_TTL_HOURS ?? 24 * 14),
    logLevel: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    allowedOrigins: (
      env.ALLOWED_ORIGINS ?? `http://localhost:${shellPort},http://127.0.0.1:${shellPort}`
    )
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    remoteOverrideOrigins: parseOverrideOrigins(env.REMOTE_OVERRIDE_ORIGINS),
    delivery: loadDeliveryConfig(env),
    jobs: loadJobSettings(env),
    paymentProvider: loadPaymentProvider(env),
  };
}
