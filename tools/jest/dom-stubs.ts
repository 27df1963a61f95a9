/** cmdk and Radix measure elements and scroll items into view; jsdom does neither. */
export function installDomStubs(): void {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: NoopResizeObserver });
  Element.prototype.scrollIntoView = () => {};
}
