import { escapeRegExp } from './escape-reg-exp';

describe('escapeRegExp', () => {
  it.each(['a.b', '(1+1)*2?', '^[x]$', 'c:\\path|{3}', 'Villa $ea'])(
    'matches %s literally and nothing else',
    (text) => {
      const pattern = new RegExp(`^${escapeRegExp(text)}$`);
      expect(pattern.test(text)).toBe(true);
      expect(pattern.test(`${text}!`)).toBe(false);
      expect(pattern.test(text.replace(/[^a-z]/gi, 'x'))).toBe(false);
    },
  );
});
