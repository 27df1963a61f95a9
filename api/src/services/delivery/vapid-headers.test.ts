import { VapidHeaderCache, type VapidSigner } from './vapid-headers';

const keys = { publicKey: 'public', privateKey: 'private', subject: 'mailto:ops@example.test' };
const HOUR = 3600_000;

function cacheWithCountingSigner() {
  const clock = { now: Date.UTC(2026, 10, 21, 8) };
  const signings: Array<{ audience: string; expiresAt: number }> = [];
  const sign: VapidSigner = (audience, _keys, expiresAt) => {
    signings.push({ audience, expiresAt });
    return `vapid t=token-${signings.length}, k=${keys.publicKey}`;
  };
  const cache = new VapidHeaderCache(keys, { sign, now: () => clock.now });
  return { cache, clock, signings };
}

describe('VapidHeaderCache', () => {
  it('signs once per push service origin and reuses the header for every endpoint there', () => {
    const { cache, signings } = cacheWithCountingSigner();
    const fcm = cache.authorizationFor('https://fcm.googleapis.com/fcm/send/a');
    expect(cache.authorizationFor('https://fcm.googleapis.com/fcm/send/b')).toBe(fcm);
    const mozilla = cache.authorizationFor('https://updates.push.services.mozilla.com/wpush/v2/c');
    expect(mozilla).not.toBe(fcm);
    expect(signings.map((s) => s.audience)).toEqual([
      'https://fcm.googleapis.com',
      'https://updates.push.services.mozilla.com',
    ]);
  });

  it('signs anew shortly before the token expires, and after the origin refused it', () => {
    const { cache, clock, signings } = cacheWithCountingSigner();
    const endpoint = 'https://fcm.googleapis.com/fcm/send/a';
    const first = cache.authorizationFor(endpoint);
    expect(signings[0]?.expiresAt).toBe((clock.now + 12 * HOUR) / 1000);

    clock.now += 11 * HOUR;
    expect(cache.authorizationFor(endpoint)).toBe(first);
    clock.now += 55 * 60_000;
    const renewed = cache.authorizationFor(endpoint);
    expect(renewed).not.toBe(first);

    cache.forget(endpoint);
    expect(cache.authorizationFor(endpoint)).not.toBe(renewed);
    expect(signings).toHaveLength(3);
  });
});
