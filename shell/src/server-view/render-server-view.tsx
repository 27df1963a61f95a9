import type { DashboardItems, Session } from '@staydesk/contracts';
import { renderForBrowser, type RenderRequest } from '@staydesk/design-system/server-view';
import { Layout } from '../layout/Layout';
import { inboxLoaded } from '../pages/HomePage';
import * as inbox from '../pages/inbox/Inbox';
import { renderedWithItems } from '../pages/inbox/use-inbox-items';
import { createShellPlatform } from '../platform';

export interface ServerViewInput extends RenderRequest {
  session: Session;
  homeItems: DashboardItems;
}

// The browser loads the inbox's chunk when it needs it; the server has it from the start.
inboxLoaded(inbox);

/**
 * The chrome and the home page with the caller's inbox, as HTML for the document's `#root`:
 * the page paints its content before any script arrives, and the browser's first render of the
 * chrome hydrates it (see bootstrap.tsx). The inbox stays as drawn until its own code and items
 * are in, then comes to life in place (HomePage.tsx).
 */
export function renderServerView({ session, homeItems, ...request }: ServerViewInput): string {
  const platform = createShellPlatform(session);
  return renderedWithItems(homeItems, () =>
    renderForBrowser(request, <Layout platform={platform} />, { pageStyles: true }),
  );
}

/**
 * The page's reset alone, as one style element for the head: for a page whose only drawing is a
 * surface over it (the chrome rendered by the browser behind it).
 */
export const renderPageStyles = (request: RenderRequest): string =>
  renderForBrowser(request, null, { pageStyles: true });
