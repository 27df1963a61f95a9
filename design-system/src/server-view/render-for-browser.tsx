import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { DesignSystemProvider } from '../components/DesignSystemProvider/DesignSystemProvider';
import { globalStyles } from '../components/DesignSystemProvider/globalStyles';
import { DRAWN_STYLES_ATTRIBUTE, PAGE_STYLES_ATTRIBUTE } from '../styles/drawn-styles';
import { asTheBrowser, type BrowserRequest } from './browser-globals';

export interface RenderRequest extends BrowserRequest {
  /** The response's CSP nonce: every style element of the view carries it. */
  nonce: string;
}

/**
 * The view's rules as one style element, for the page's head (see drawn-styles.ts). Emotion's
 * default, one element before each styled element, had the browser move a hundred elements
 * into the head, one by one, each a style update of the whole drawn document.
 */
function styleElementOf(cache: EmotionCache, pageStyles: boolean): string {
  const names: string[] = [];
  let rules = '';
  for (const [name, inserted] of Object.entries(cache.inserted)) {
    if (typeof inserted !== 'string') continue;
    names.push(name);
    rules += inserted;
  }
  if (names.length === 0) return '';
  const nonce = cache.nonce ? ` nonce="${cache.nonce}"` : '';
  const page = pageStyles ? ` ${PAGE_STYLES_ATTRIBUTE}` : '';
  return `<style ${DRAWN_STYLES_ATTRIBUTE}="${cache.key} ${names.join(' ')}"${page}${nonce}>${rules}</style>`;
}

/**
 * Components as HTML, drawn for one browser: the design system's theme, every rule in one style
 * element first, with the response's nonce (the page's edge moves it to the head, and the
 * browser's cache takes its rules over), and, for the page itself rather than a part of it, the
 * page's reset.
 */
export function renderForBrowser(
  request: RenderRequest,
  content: ReactNode,
  { pageStyles = false } = {},
): string {
  const cache = createCache({ key: 'css', nonce: request.nonce });
  // Emotion's mode for collecting the rules instead of writing them next to each element.
  cache.compat = true;
  const html = asTheBrowser(request, () =>
    renderToString(
      <DesignSystemProvider>
        <CacheProvider value={cache}>
          {/* The content alone where no reset comes with it: the tree the browser hydrates
              (a surface's root) has no sibling there either, and useId counts siblings. */}
          {pageStyles ? (
            <>
              <Global styles={globalStyles} />
              {content}
            </>
          ) : (
            content
          )}
        </CacheProvider>
      </DesignSystemProvider>,
    ),
  );
  return styleElementOf(cache, pageStyles) + html;
}

/** How renderToString marks a boundary whose content suspended: a lazy part not loaded yet. */
const SUSPENDED_BOUNDARY = '<!--$!-->';
const LOAD_ATTEMPTS = 5;

/**
 * As renderForBrowser, with every lazy part in: a part the server has not loaded yet (the first
 * request after a start) draws its fallback and starts loading, so the render is done again
 * once it has, a few times at most.
 */
export async function renderLoadedForBrowser(
  request: RenderRequest,
  content: ReactNode,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const html = renderForBrowser(request, content);
    if (!html.includes(SUSPENDED_BOUNDARY) || attempt === LOAD_ATTEMPTS) return html;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
