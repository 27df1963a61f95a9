/**
 * JSON inside a script element, for the browser to read before it renders: no `</script>` (or
 * `<!--`) in the data can end the element early. `attribute` names it, e.g. `id="…"`.
 */
export const jsonDataBlock = (attribute: string, data: unknown): string =>
  `<script type="application/json" ${attribute}>${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`;
