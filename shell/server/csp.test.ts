import { contentSecurityPolicy, createNonce, securityHeaders } from './csp';

test('the policy: scripts and fetches from this origin and the remotes, styles by nonce', () => {
  expect(
    contentSecurityPolicy({
      nonce: 'bm9uY2U=',
      remoteOrigins: ['http://localhost:3001', 'https://cdn.example.com'],
    }).split('; '),
  ).toEqual([
    "default-src 'self'",
    "script-src 'self' http://localhost:3001 https://cdn.example.com",
    "style-src 'self' 'nonce-bm9uY2U='",
    "connect-src 'self' http://localhost:3001 https://cdn.example.com",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]);
});

test('a file without a page gets no nonce', () => {
  expect(contentSecurityPolicy({ remoteOrigins: [] })).toContain("style-src 'self';");
});

test('every nonce is new: 16 random bytes in base64', () => {
  const nonces = new Set(Array.from({ length: 50 }, createNonce));
  expect(nonces.size).toBe(50);
  for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
});

test('HSTS only where the platform is served over HTTPS', () => {
  expect(securityHeaders(false)).not.toHaveProperty('strict-transport-security');
  expect(securityHeaders(true)['strict-transport-security']).toMatch(/^max-age=\d+/);
});
