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

  it('leaves out C and E for a partner, who creates nothing and marks no task done', () => {
    const keys = keysOf(shortcutsFor('partner', 'Ctrl'));
    expect(keys).toContain('Ctrl+K');
    expect(keys).not.toContain('C');
    expect(keys).not.toContain('E');
  });
});
