import type { Agent } from 'node:https';
import webpush, { type Urgency } from 'web-push';
import type { NotificationPriority, PushPayload } from '@staydesk/contracts';
import type { VapidHeaderCache } from './vapid-headers';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** A push older than a day is no news any more; the push service may drop it. */
const TTL_SECONDS = 24 * 3600;
const TIMEOUT_MS = 10_000;

const URGENCY: Record<NotificationPriority, Urgency> = {
  critical: 'high',
  high: 'high',
  medium: 'normal',
  low: 'low',
};

/**
 * Encrypts a payload for one browser (aes128gcm) and posts it to its push service, signed with
 * the cached VAPID header of that service's origin.
 */
export class PushSender {
  constructor(
    readonly headers: VapidHeaderCache,
    /** The HTTPS agent requests go through; Node's default one when absent. */
    private readonly agent?: Agent,
  ) {}

  async send(target: PushTarget, payload: PushPayload): Promise<void> {
    await webpush.sendNotification(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      {
        headers: { Authorization: this.headers.authorizationFor(target.endpoint) },
        contentEncoding: 'aes128gcm',
        TTL: TTL_SECONDS,
        urgency: URGENCY[payload.priority],
        timeout: TIMEOUT_MS,
        ...(this.agent ? { agent: this.agent } : {}),
      },
    );
  }
}
