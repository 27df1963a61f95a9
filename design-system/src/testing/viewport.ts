/** jsdom has no matchMedia: answer phone and desktop media queries as for a viewport this wide. */
export function setViewportWidth(width: number): void {
  window.matchMedia = (query: string) => {
    const maxWidth = Number(/max-width:\s*([\d.]+)px/.exec(query)?.[1] ?? Infinity);
    return {
      matches: width <= maxWidth,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    };
  };
}
