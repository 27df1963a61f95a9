import { additionalCostFor, DEFAULT_PROVIDER_RATE } from './issue-cost';

describe('the additional cost of excessive cleaning', () => {
  it('is minutes / 60 times the rate, to two decimals', () => {
    expect(additionalCostFor(45, 30)).toBe(22.5);
    expect(additionalCostFor(20, 17)).toBe(5.67);
  });

  it('takes 25 an hour when the provider has no rate', () => {
    expect(DEFAULT_PROVIDER_RATE).toBe(25);
    expect(additionalCostFor(30, null)).toBe(12.5);
    expect(additionalCostFor(15, undefined)).toBe(6.25);
  });

  it('is nothing for no time or nonsense', () => {
    expect(additionalCostFor(0, 40)).toBe(0);
    expect(additionalCostFor(-15, 40)).toBe(0);
    expect(additionalCostFor(Number.NaN, 40)).toBe(0);
  });
});
