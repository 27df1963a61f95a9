import { formatMoney } from './money';

describe('formatMoney', () => {
  it("groups thousands with the currency's symbol: '$41,559.00', not '$41559.00'", () => {
    expect(formatMoney(41559)).toBe('$41,559.00');
    expect(formatMoney(1234567.5, 'USD')).toBe('$1,234,567.50');
  });

  it('keeps two decimals for small amounts and rounds to the cent', () => {
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(19.999)).toBe('$20.00');
    expect(formatMoney(-42.5)).toBe('-$42.50');
  });

  it("follows the currency's own symbol and decimals, whatever the code's case", () => {
    expect(formatMoney(1200.5, 'EUR')).toBe('€1,200.50');
    expect(formatMoney(1200.5, 'gbp')).toBe('£1,200.50');
    expect(formatMoney(1200, 'JPY')).toBe('¥1,200');
  });

  it('shows a code Intl does not accept before the grouped number', () => {
    expect(formatMoney(41559, 'US')).toBe('US 41,559.00');
  });
});
