import { searchKey, searchKeys } from './search';

describe('search keys', () => {
  it('folds case, accents and punctuation', () => {
    expect(searchKey('  Café Montréal · 2BR ')).toBe('cafe montreal 2br');
  });

  it('keys every word onward, so a prefix of any word finds the text', () => {
    expect(searchKeys('Harbor View Loft', 'HM4X2')).toEqual([
      'harbor view loft',
      'view loft',
      'loft',
      'hm4x2',
    ]);
    expect(searchKeys(null, '')).toEqual([]);
  });
});
