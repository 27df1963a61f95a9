import {
  DEFAULT_PUSH_SERVICE_HOSTS,
  DEFAULT_VAPID_SUBJECT,
  loadDeliveryConfig,
  loadConfig,
  loadJobSettings,
  servedOverTls,
} from './config';

describe('served over HTTPS', () => {
  it('is so in production unless COOKIE_SECURE=false makes it a plain-HTTP preview', () => {
    expect(servedOverTls({ NODE_ENV: 'production' })).toBe(true);
    expect(servedOverTls({ NODE_ENV: 'production', COOKIE_SECURE: 'false' })).toBe(false);
    expect(servedOverTls({})).toBe(false);
    expect(servedOverTls({ COOKIE_SECURE: 'true' })).toBe(true);
  });
});

describe('delivery settings', () => {
  it('generates the push keys unless both are given, and records e-mail and SMS in the outbox', () => {
    expect(loadDeliveryConfig({})).toEqual({
      vapid: { publicKey: null, privateKey: null, subject: DEFAULT_VAPID_SUBJECT },
      emailSender: 'outbox',
      smsSender: 'outbox',
      pushServiceHosts: DEFAULT_PUSH_SERVICE_HOSTS,
    });
    expect(
      loadDeliveryConfig({ PUSH_SERVICE_HOSTS: 'push.example.com, *.Push.Example.org' })
        .pushServiceHosts,
    ).toEqual(['push.example.com', '*.push.example.org']);
    expect(
      loadDeliveryConfig({
        VAPID_PUBLIC_KEY: 'public',
        VAPID_PRIVATE_KEY: 'private',
        VAPID_SUBJECT: 'https://staydesk.example/contact',
      }).vapid,
    ).toEqual({
      publicKey: 'public',
      privateKey: 'private',
      subject: 'https://staydesk.example/contact',
    });
  });

  it('refuses half a key pair and a sender it does not know', () => {
    expect(() => loadDeliveryConfig({ VAPID_PUBLIC_KEY: 'public' })).toThrow(
      /both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY/,
    );
    expect(() => loadDeliveryConfig({ NOTIFICATION_SMS_SENDER: 'carrier-pigeon' })).toThrow(
      'NOTIFICATION_SMS_SENDER=carrier-pigeon is not a known sender. Known: outbox',
    );
  });
});

describe('job settings', () => {
  it("keep the queue's defaults unless shortened, and refuse what is not a duration", () => {
    expect(loadJobSettings({})).toEqual({ pollMs: undefined, lockLifetimeMs: undefined });
    expect(loadJobSettings({ JOB_POLL_MS: '200', JOB_LOCK_LIFETIME_MS: '2000' })).toEqual({
      pollMs: 200,
      lockLifetimeMs: 2_000,
    });
    expect(() => loadJobSettings({ JOB_LOCK_LIFETIME_MS: '2s' })).toThrow(
      'JOB_LOCK_LIFETIME_MS=2s is not a whole number of milliseconds above 0',
    );
  });
});

describe('remote overrides', () => {
  const base = { MONGODB_URI: 'mongodb://config-only' };

  it('are allowed from no origin unless the deployment names some, and refuse what is not an origin', () => {
    expect(loadConfig(base).remoteOverrideOrigins).toEqual([]);
    expect(
      loadConfig({
        ...base,
        REMOTE_OVERRIDE_ORIGINS: 'http://localhost:*, https://preview.example.com',
      }).remoteOverrideOrigins,
    ).toEqual(['http://localhost:*', 'https://preview.example.com']);
    expect(() => loadConfig({ ...base, REMOTE_OVERRIDE_ORIGINS: 'preview.example.com' })).toThrow(
      "REMOTE_OVERRIDE_ORIGINS: 'preview.example.com' is not an origin",
    );
  });
});
