import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import { renderToString } from 'react-dom/server';
import type { DashboardItems, Session } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { globalStyles } from '../../../design-system/src/components/DesignSystemProvider/globalStyles';
import { Layout } from '../layout/Layout';
import { inboxLoaded } from '../pages/HomePage';
import * as inbox from '../pages/inbox/Inbox';
import { renderedWithItems } from '../pages/inbox/use-inbox-items';
import { createShellPlatform } from '../platform';

export interface ServerViewInput {
  session: Session;
  homeItems: DashboardItems;
  location: { pathname: string; search: string };
  /** The browser's User-Agent: the header names the palette's shortcut ⌘K or Ctrl+K by it. */
  userAgent: string;
  /** The response's CSP nonce: every style element of the view carries it. */
  nonce: string;
  /** The browser's, where it said (a cookie): the inbox's dates are written in it. */
  timeZone?: string;
}

// The browser loads the inbox's chunk when it needs it; the server has it from the start.
inboxLoaded(inbox);

/**
 * The render reads of the browser only what the header and the page read: `navigator` (its
 * platform, online) and `window.location`. Node has neither, or a navigator without these: the
 * render gets both, made from the request, for its duration (it is synchronous).
 */
function asBrowserAt<T>(
  location: ServerViewInput['location'],
  userAgent: string,
  render: () => T,
): T {
  const platform = /Macintosh|iPhone|iPad|iPod/.test(userAgent) ? 'MacIntel' : 'Linux';
  const browser: Record<string, unknown> = { navigator: { onLine: true, platform, userAgent } };
  // A DOM's own window (tests render the view in one) keeps its location.
  if (typeof window === 'undefined')
    browser.window = { location: { pathname: location.pathname, search: location.search } };
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

/**
 * The chrome and the home page with the caller's inbox, as HTML for the document's `#root`:
 * the page paints its content before any script arrives, and the browser's first render of the
 * chrome hydrates it (see bootstrap.tsx). The inbox stays as drawn until its own code and items
 * are in, then comes to life in place (HomePage.tsx).
 */
export function renderServerView(input: ServerViewInput): string {
  const cache = createCache({ key: 'css', nonce: input.nonce });
  const platform = createShellPlatform(input.session);
  return asBrowserAt(input.location, input.userAgent, () =>
    inTimeZone(input.timeZone, () =>
      renderedWithItems(input.homeItems, () =>
        renderToString(
          <DesignSystemProvider>
            {/* This response's nonce on every style, the page's reset with them: in the browser,
                the provider's own cache takes them over before React hydrates. */}
            <CacheProvider value={cache}>
              <Global styles={globalStyles} />
              <Layout platform={platform} />
            </CacheProvider>
          </DesignSystemProvider>,
        ),
      ),
    ),
  );
}
