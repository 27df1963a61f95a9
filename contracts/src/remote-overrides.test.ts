import { accessRefusal } from './access';
import {
  overrideOriginAllowed,
  overrideUrlRefusal,
  parseOverrideOrigins,
  REMOTE_OVERRIDE_ACCESS,
  REMOTE_OVERRIDE_MESSAGES,
} from './remote-overrides';

describe('the origins a deployment allows overrides from', () => {
  it('allows none unless the setting names some', () => {
    expect(parseOverrideOrigins(undefined)).toEqual([]);
    expect(parseOverrideOrigins(' , ')).toEqual([]);
  });

  it('reads origins and any-port patterns as the policy writes them', () => {
    expect(
      parseOverrideOrigins(
        'http://localhost:*, https://CDN.example.com/, http://127.0.0.1:3103,https://cdn.example.com:443',
      ),
    ).toEqual(['http://localhost:*', 'https://cdn.example.com', 'http://127.0.0.1:3103']);
  });

  it.each([
    'localhost:3003',
    'ftp://files.example.com',
    'https://cdn.example.com/mf',
    'http://h:3000:*',
    '*',
  ])('refuses %s, which is not an origin', (entry) => {
    expect(() => parseOverrideOrigins(`http://localhost:3003,${entry}`)).toThrow(
      `REMOTE_OVERRIDE_ORIGINS: '${entry}' is not an origin such as https://cdn.example.com or http://localhost:*`,
    );
  });
});

describe('a manifest URL an override points at', () => {
  const allowed = parseOverrideOrigins('http://localhost:*,https://preview.example.com');

  it('is accepted from an allowed origin, on any port where the pattern says so', () => {
    expect(overrideOriginAllowed('http://localhost:4103/mf-manifest.json', allowed)).toBe(true);
    expect(overrideOriginAllowed('http://localhost/mf-manifest.json', allowed)).toBe(true);
    expect(overrideOriginAllowed('https://preview.example.com/t/mf-manifest.json', allowed)).toBe(
      true,
    );
    expect(overrideUrlRefusal(' http://localhost:4103/mf-manifest.json ', allowed)).toBeNull();
  });

  it('is refused from any other origin, scheme or port, with the allowed origins named', () => {
    for (const url of [
      'https://localhost:4103/mf-manifest.json',
      'http://127.0.0.1:4103/mf-manifest.json',
      'https://preview.example.com:8443/mf-manifest.json',
      'https://evil.example.com/mf-manifest.json',
    ]) {
      expect(overrideOriginAllowed(url, allowed)).toBe(false);
      expect(overrideUrlRefusal(url, allowed)).toBe(
        `${new URL(url).origin} is not an origin overrides may use. Allowed: http://localhost:*, https://preview.example.com`,
      );
    }
  });

  it('is refused when empty, not a web URL, or when the deployment allows none', () => {
    expect(overrideUrlRefusal('  ', allowed)).toBe(REMOTE_OVERRIDE_MESSAGES.enterUrl);
    expect(overrideUrlRefusal('localhost:4103', allowed)).toBe(REMOTE_OVERRIDE_MESSAGES.notUrl);
    expect(overrideUrlRefusal('javascript:alert(1)', allowed)).toBe(
      REMOTE_OVERRIDE_MESSAGES.notUrl,
    );
    expect(overrideOriginAllowed('not a url', allowed)).toBe(false);
    expect(overrideUrlRefusal('http://localhost:4103/mf-manifest.json', [])).toBe(
      REMOTE_OVERRIDE_MESSAGES.noneAllowed,
    );
  });
});

describe('who may override a remote', () => {
  const subject = { isSuperUser: false, impersonating: false };

  it('is an admin in their own session only', () => {
    expect(accessRefusal(REMOTE_OVERRIDE_ACCESS, { ...subject, role: 'admin' })).toBeNull();
    expect(accessRefusal(REMOTE_OVERRIDE_ACCESS, { ...subject, role: 'cleaner' })).toBe(
      'Your role (cleaner) cannot load a remote from another build',
    );
    expect(
      accessRefusal(REMOTE_OVERRIDE_ACCESS, { ...subject, role: 'admin', impersonating: true }),
    ).toBe('An impersonated session cannot load a remote from another build');
  });
});
