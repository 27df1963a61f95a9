/**
 * jsdom lays nothing out, so a virtual list would see a zero-height viewport. Gives every
 * element a height: the scroller shows `viewport` px and each row measures `row` px.
 */
export function stubListLayout({ viewport = 600, row = 100 } = {}): () => void {
  const client = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientHeight');
  const offset = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  const scroll = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight');
  // Room to scroll anywhere: the virtualizer clamps its offsets to the scroll height.
  Object.defineProperty(Element.prototype, 'scrollHeight', {
    configurable: true,
    get: () => 10_000_000,
  });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', {
    configurable: true,
    get: () => viewport,
  });
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    configurable: true,
    get: () => row,
  });
  // jsdom has no element scrolling: scroll by setting scrollTop, as a browser reports it.
  HTMLElement.prototype.scrollTo = function scrollTo(this: HTMLElement, options?: unknown) {
    const top = (options as ScrollToOptions | undefined)?.top;
    if (top === undefined) return;
    this.scrollTop = top;
    this.dispatchEvent(new Event('scroll'));
  } as HTMLElement['scrollTo'];
  return () => {
    delete (HTMLElement.prototype as Partial<HTMLElement>).scrollTo;
    if (scroll) Object.defineProperty(Element.prototype, 'scrollHeight', scroll);
    if (client) Object.defineProperty(HTMLElement.prototype, 'clientHeight', client);
    if (offset) Object.defineProperty(HTMLElement.prototype, 'offsetHeight', offset);
  };
}
