import {
  CLIENT_IDENTIFICATION_HEADERS,
  type ClientIdentification,
  type Session,
} from '@staydesk/contracts';

const CLIENT_ID_KEY = 'staydesk.clientId';

/** A random id this browser keeps, so support can tell one device's polls from another's. */
function clientId(): string {
  try {
    const kept = localStorage.getItem(CLIENT_ID_KEY);
    if (kept) return kept;
    const fresh = crypto.randomUUID();
    localStorage.setItem(CLIENT_ID_KEY, fresh);
    return fresh;
  } catch {
    return 'unknown';
  }
}

const first = (text: string, patterns: readonly [RegExp, string][]) =>
  patterns.find(([pattern]) => pattern.test(text))?.[1] ?? 'Other';

const BROWSERS: [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

export function clientIdentification(session: Session): ClientIdentification {
  const agent = navigator.userAgent;
  return {
    clientId: clientId(),
    platform: 'web',
    device: /iPad|Tablet/.test(agent)
      ? 'tablet'
      : /Mobi|Android/.test(agent)
        ? 'mobile'
        : 'desktop',
    browser: first(agent, BROWSERS),
    operatingSystem: first(agent, SYSTEMS),
    resolution: `${window.screen.width}x${window.screen.height}`,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    language: navigator.language,
    customerId: session.customerId,
    userId: session.user.id,
    userEmail: session.user.email,
    userName: session.user.name,
    role: session.currentRole,
  };
}

/** As request headers; values are URI-encoded, since a header carries Latin-1 only. */
export function identificationHeaders(session: Session): Record<string, string> {
  const identification = clientIdentification(session);
  return Object.fromEntries(
    Object.entries(CLIENT_IDENTIFICATION_HEADERS).map(([field, header]) => [
      header,
      encodeURIComponent(identification[field as keyof ClientIdentification]),
    ]),
  );
}
