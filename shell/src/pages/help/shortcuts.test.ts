import { shortcutsFor } from './shortcuts';

const keysOf = (shortcuts: ReturnType<typeof shortcutsFor>) => shortcuts.map((entry) => entry.keys);

describe('the shortcuts Help lists', () => {
  it('names the palette shortcut with the platform’s modifier', () => {
    expect(keysOf(shortcutsFor('admin', '⌘'))).toContain('⌘+K');
    expect(keysOf(shortcutsFor('admin', 'Ctrl'))).toEqual(
      expect.arrayContaining(['Ctrl+K', 'C', 'i', 'E', 'H', 'Ctrl+Enter']),
    );
  });

  it('leaves out the palette for field staff, who cannot open it', () => {
    const keys = keysOf(shortcutsFor('cleaner', 'Ctrl'));
    expect(keys).not.toContain('Ctrl+K');
    expect(keys).not.toContain('C');
    expect(keys).toContain('i');
  });
});
