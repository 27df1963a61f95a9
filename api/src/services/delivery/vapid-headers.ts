import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys';

/** Signs a VAPID JWT for a push service origin, valid until `expiresAt` (seconds since epoch). */
export type VapidSigner = (audience: string, keys: VapidKeys, expiresAt: number) => string;

const signWithWebPush: VapidSigner = (audience, keys, expiresAt) =>
  webpush.getVapidHeaders(
    audience,
    keys.subject,
    keys.publicKey,
    keys.privateKey,
    'aes128gcm',
    expiresAt,
  ).Authorization;

/** Push services accept a token for at most 24 hours. */
const TOKEN_LIFETIME_MS = 12 * 3600_000;
/** A token is replaced this long before it expires, so none is used at the edge of its life. */
const RENEW_BEFORE_MS = 10 * 60_000;
/** Endpoints come from browsers; the origins of real push services are a handful. */
const MAX_ORIGINS = 256;

export interface VapidHeaderCacheOptions {
  sign?: VapidSigner;
  now?: () => number;
}

/**
 * The `Authorization` header of VAPID push requests, one per push-service origin (the JWT's
 * audience). Signing is an ECDSA operation per request otherwise; one token serves every
 * request to that origin until shortly before it expires.
 */
export class VapidHeaderCache {
  private readonly byOrigin = new Map<string, { authorization: string; expiresAtMs: number }>();
  private readonly sign: VapidSigner;
  private readonly now: () => number;

  constructor(
    private readonly keys: VapidKeys,
    options: VapidHeaderCacheOptions = {},
  ) {
    this.sign = options.sign ?? signWithWebPush;
    this.now = options.now ?? Date.now;
  }

  authorizationFor(endpoint: string): string {
    const origin = new URL(endpoint).origin;
    const now = this.now();
    const cached = this.byOrigin.get(origin);
    if (cached && now < cached.expiresAtMs - RENEW_BEFORE_MS) return cached.authorization;

    const expiresAtMs = now + TOKEN_LIFETIME_MS;
    const authorization = this.sign(origin, this.keys, Math.floor(expiresAtMs / 1000));
    this.byOrigin.delete(origin);
    if (this.byOrigin.size >= MAX_ORIGINS) {
      const oldest = this.byOrigin.keys().next().value;
      if (oldest !== undefined) this.byOrigin.delete(oldest);
    }
    this.byOrigin.set(origin, { authorization, expiresAtMs });
    return authorization;
  }

  /** Drops the origin's token, e.g. after the push service refused it. */
  forget(endpoint: string): void {
    this.byOrigin.delete(new URL(endpoint).origin);
  }
}
