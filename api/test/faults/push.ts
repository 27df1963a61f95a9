import path from 'node:path';
import { browserKeys, type LoopbackPushService } from '../push-service/push-service';
import type { Browser } from './client';

/**
 * The environment of API processes on this database that push to the loopback push service
 * (its host allowed, its test-only certificate trusted: Node reads extra CAs from the
 * environment at start) and look for jobs others enqueued five times a second.
 */
export const pushingApiEnv = (uri: string, env: NodeJS.ProcessEnv = {}) => ({
  MONGODB_URI: uri,
  PUSH_SERVICE_HOSTS: '127.0.0.1',
  NODE_EXTRA_CA_CERTS: path.join(__dirname, '..', 'push-service', 'cert.pem'),
  JOB_POLL_MS: '200',
  ...env,
});

/** Subscribes the signed-in browser's user to push at a loopback endpoint of this name. */
export async function subscribeToPush(
  browser: Browser,
  pushService: LoopbackPushService,
  name: string,
) {
  const keys = browserKeys();
  const endpoint = pushService.endpoint(name);
  const reply = await browser.request('POST', '/api/notifications/push', {
    body: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
  });
  if (reply.status !== 201) throw new Error(`subscribing failed: ${reply.status}`);
  return { ...keys, endpoint };
}
