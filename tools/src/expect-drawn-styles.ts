/**
 * What a drawing's styles must be: one style element, first, under the response's nonce and
 * marked for the browser's Emotion cache to take over (not with Emotion's own mark, which has
 * every cache of the page move it), with a rule for every class the drawing uses.
 */
export function expectOneStyleElementFor(html: string, nonce: string): void {
  const styles = html.match(/<style[^>]*>/g) ?? [];
  expect(styles).toHaveLength(1);
  const [element = ''] = styles;
  expect(html.startsWith(element)).toBe(true);
  expect(element).toContain(`nonce="${nonce}"`);
  expect(element).toMatch(/data-drawn-styles="css [\w-]+( [\w-]+)+"/);
  expect(element).not.toContain('data-emotion');
  const rules = html.slice(element.length, html.indexOf('</style>'));
  const classes = new Set(html.match(/\bcss-[a-z0-9]+(-[\w]+)?/g));
  expect(classes.size).toBeGreaterThan(10);
  for (const name of classes) expect(rules).toContain(`.${name}`);
}
