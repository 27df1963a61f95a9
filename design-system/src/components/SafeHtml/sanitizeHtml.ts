import { yieldToBrowser } from '../../scheduling/yield-to-browser';
import type { Config, DOMPurify } from 'dompurify';

/** What HTML from data may use: text formatting, lists and links. Any other tag goes, its text stays. */
const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'strong',
  'u',
  'ul',
];

const CONFIG: Config = {
  ALLOWED_TAGS,
  // No style (the CSP refuses style attributes), no class or id, no event handler.
  ALLOWED_ATTR: ['href', 'title'],
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Links to the web, e-mail and phone only: never javascript:, data: or vbscript:.
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|tel:)/i,
};

export type HtmlSanitizer = (html: string) => string;

function configure(purify: DOMPurify): HtmlSanitizer {
  // Links open in a new tab that gets neither this page (window.opener) nor its address.
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const link = node as Element;
    if (!link.hasAttribute('href')) return;
    link.setAttribute('target', '_blank');
    link.setAttribute('rel', 'noopener noreferrer');
  });
  return (html) => purify.sanitize(html, CONFIG);
}

let loaded: HtmlSanitizer | null = null;
let loading: Promise<HtmlSanitizer> | undefined;

/** DOMPurify loads with the first HTML to show: most pages have none, so it is not in the first paint. */
export function loadHtmlSanitizer(): Promise<HtmlSanitizer> {
  loading ??= import('dompurify').then(async ({ default: createPurify }) => {
    // DOMPurify builds an instance as it is evaluated; building ours in the same task made one
    // long task of the two on a phone's CPU.
    await yieldToBrowser();
    // An instance of our own: its hook and settings touch no other user of DOMPurify.
    return (loaded = configure(createPurify(window)));
  });
  return loading;
}

/** The sanitizer if it has loaded already, so a later render needs no wait. */
export const loadedHtmlSanitizer = (): HtmlSanitizer | null => loaded;
