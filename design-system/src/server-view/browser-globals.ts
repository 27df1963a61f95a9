/** What a server render knows of the browser it draws for. */
export interface BrowserRequest {
  location: { pathname: string; search: string };
  /** The browser's User-Agent: the header names the palette's shortcut ⌘K or Ctrl+K by it. */
  userAgent: string;
  /** The browser's, where it said (a cookie): dates are written in it. */
  timeZone?: string;
}

/**
 * A render reads of the browser only `navigator` (its platform, online), `window.location` and
 * whether the screen is a phone's (`matchMedia`). Node has none of them, or a navigator without
 * these: the render gets them, made from the request, for its duration (it is synchronous).
 */
function asBrowserAt<T>({ location, userAgent }: BrowserRequest, render: () => T): T {
  const platform = /Macintosh|iPhone|iPad|iPod/.test(userAgent) ? 'MacIntel' : 'Linux';
  // No screen to ask: phones' browsers name themselves 'Mobile' (tablets' do not), and a phone's
  // screen is taken to match the phone layout's width queries.
  const phone = /\bMobile\b/.test(userAgent);
  const browser: Record<string, unknown> = { navigator: { onLine: true, platform, userAgent } };
  // A DOM's own window (tests render the view in one) keeps its location.
  if (typeof window === 'undefined')
    browser.window = {
      location: { pathname: location.pathname, search: location.search },
      matchMedia: (query: string) => ({ matches: phone && query.includes('max-width') }),
    };
  const own = Object.fromEntries(
    Object.keys(browser).map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)]),
  );
  for (const [name, value] of Object.entries(browser))
    Object.defineProperty(globalThis, name, { value, configurable: true });
  try {
    return render();
  } finally {
    for (const [name, descriptor] of Object.entries(own)) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else Reflect.deleteProperty(globalThis, name);
    }
  }
}

/**
 * Dates are written with the runtime's local time, as the browser writes them in its own time
 * zone: the render runs in the browser's. Synchronous, so nothing else runs in the meantime.
 */
function inTimeZone<T>(zone: string | undefined, render: () => T): T {
  if (!zone) return render();
  const own = process.env.TZ;
  process.env.TZ = zone;
  try {
    return render();
  } finally {
    if (own === undefined) delete process.env.TZ;
    else process.env.TZ = own;
  }
}

/** Runs a synchronous render as the requesting browser would: its location, platform, zone. */
export const asTheBrowser = <T>(request: BrowserRequest, render: () => T): T =>
  asBrowserAt(request, () => inTimeZone(request.timeZone, render));
