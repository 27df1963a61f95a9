import type { EmotionCache } from '@emotion/cache';

/**
 * A drawing's rules travel as one style element, its attribute naming the cache's key and the
 * rules' names (`css name1 name2 …`). Not Emotion's own mark: every Emotion cache of the page
 * moves a style element so marked into the head, and each move restyled the whole drawn
 * document, a task of 20 to 30 ms on a phone's CPU. The page's edge puts the element in the head
 * (`splitDrawnStyles`), where it stays; the browser's cache counts its rules as inserted
 * (`adoptDrawnStyles`).
 */
export const DRAWN_STYLES_ATTRIBUTE = 'data-drawn-styles';

/** On the drawing that carries the page's reset (the chrome's): the browser adds no other. */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';

const STYLE_END = '</style>';

/** A drawing's leading style element, for the page's head, and the rest, for its body. */
export function splitDrawnStyles(html: string): { styles: string; content: string } {
  const end = html.indexOf(STYLE_END);
  if (!html.startsWith('<style') || end < 0) return { styles: '', content: html };
  return {
    styles: html.slice(0, end + STYLE_END.length),
    content: html.slice(end + STYLE_END.length),
  };
}

/**
 * Marks the rules of the page's drawings as inserted in the cache, as Emotion's own hydration
 * does, without moving their elements. Answers whether they include the page's reset.
 */
export function adoptDrawnStyles(cache: EmotionCache): boolean {
  if (typeof document === 'undefined') return false;
  let pageStyles = false;
  for (const element of document.querySelectorAll(`style[${DRAWN_STYLES_ATTRIBUTE}]`)) {
    const [key, ...names] = (element.getAttribute(DRAWN_STYLES_ATTRIBUTE) ?? '').split(' ');
    if (key !== cache.key) continue;
    for (const name of names) cache.inserted[name] = true;
    pageStyles ||= element.hasAttribute(PAGE_STYLES_ATTRIBUTE);
  }
  return pageStyles;
}
