interface NavigatorWithUaData extends Navigator {
  userAgentData?: { platform: string };
}

/** Macs, iPhones and iPads name the palette's modifier ⌘; every other platform names it Ctrl. */
export function isApplePlatform(browser: Navigator = navigator): boolean {
  const platform =
    (browser as NavigatorWithUaData).userAgentData?.platform ?? browser.platform ?? '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

/** 'Cmd+K' as this platform's keyboard writes it. */
export const paletteShortcutLabel = (browser?: Navigator) =>
  isApplePlatform(browser) ? '⌘K' : 'Ctrl+K';
