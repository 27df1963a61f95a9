import { isApplePlatform, paletteShortcutLabel } from './modifier-key';

const browserOn = (platform: string, uaPlatform?: string) =>
  ({
    platform,
    ...(uaPlatform === undefined ? {} : { userAgentData: { platform: uaPlatform } }),
  }) as unknown as Navigator;

describe('the palette shortcut label', () => {
  it('shows ⌘ on a Mac, an iPhone and an iPad', () => {
    expect(paletteShortcutLabel(browserOn('MacIntel'))).toBe('⌘K');
    expect(paletteShortcutLabel(browserOn('iPhone'))).toBe('⌘K');
    expect(paletteShortcutLabel(browserOn('', 'macOS'))).toBe('⌘K');
  });

  it('shows Ctrl on Linux, Windows and Android', () => {
    expect(paletteShortcutLabel(browserOn('Linux x86_64'))).toBe('Ctrl+K');
    expect(paletteShortcutLabel(browserOn('Win32', 'Windows'))).toBe('Ctrl+K');
    expect(isApplePlatform(browserOn('Linux armv8l', 'Android'))).toBe(false);
  });
});
