import {
  bidDecisionSchema,
  bidSubmitSchema,
  distinctPreviousBids,
  sortBids,
  type BidStatus,
} from './marketplace-bids';
import { makeEligibleSchema, marketplaceListQuerySchema } from './marketplace-offers';
import { firstAndMore, providerMatchQuerySchema } from './marketplace-providers';
import { currencySymbol } from './money';

describe('sortBids', () => {
  it('puts pending bids first, then accepted, each by amount ascending', () => {
    const bids: { id: string; status: BidStatus; amount: number }[] = [
      { id: 'a', status: 'accepted', amount: 50 },
      { id: 'b', status: 'pending', amount: 120 },
      { id: 'c', status: 'declined', amount: 10 },
      { id: 'd', status: 'pending', amount: 80 },
    ];
    expect(sortBids(bids).map((bid) => bid.id)).toEqual(['d', 'b', 'a', 'c']);
  });
});

describe('bid payloads', () => {
  it('refuses an amount of 0 or less and upper-cases the currency', () => {
    expect(bidSubmitSchema.safeParse({ taskId: 't', bidAmount: 0 }).success).toBe(false);
    expect(bidSubmitSchema.safeParse({ taskId: 't', bidAmount: -5 }).success).toBe(false);
    expect(bidSubmitSchema.parse({ taskId: 't', bidAmount: 12.5, currency: 'eur' })).toEqual({
      taskId: 't',
      bidAmount: 12.5,
      currency: 'EUR',
      notes: '',
    });
  });

  it("rejects an adjustment with the reason 'Not justified' unless another is given", () => {
    expect(
      bidDecisionSchema.parse({ action: 'reject_adjustment', taskId: 't', adjustmentId: 'a' }),
    ).toMatchObject({ reason: 'Not justified' });
  });

  it('offers at most 3 previous bids, one per amount, newest first', () => {
    const bids = [100, 100, 90, 80, 70].map((amount, index) => ({ id: `${index}`, amount }));
    expect(distinctPreviousBids(bids).map((bid) => bid.id)).toEqual(['0', '2', '3']);
  });
});

describe('offers and matching', () => {
  it('makes a task eligible with a maximum bid price of 500 by default', () => {
    expect(makeEligibleSchema.parse({ action: 'make_eligible' })).toEqual({
      action: 'make_eligible',
      maxBidPrice: 500,
      instantClaim: false,
    });
  });

  it('pages 20 offers from offset 0 by default', () => {
    expect(marketplaceListQuerySchema.parse({})).toEqual({ limit: 20, offset: 0 });
  });

  it('takes only the minimum ratings 0, 3, 4 and 4.5', () => {
    expect(providerMatchQuerySchema.parse({ taskId: 't', minRating: '4.5' }).minRating).toBe(4.5);
    expect(providerMatchQuerySchema.safeParse({ taskId: 't', minRating: '2' }).success).toBe(false);
  });

  it("shows 2 service areas then '+N more'", () => {
    expect(firstAndMore(['Lisbon', 'Porto', 'Faro', 'Braga'], 2)).toEqual({
      shown: ['Lisbon', 'Porto'],
      more: 2,
    });
  });

  it('shows the symbol of a known currency and the code of an unknown one', () => {
    expect(currencySymbol('chf')).toBe('CHF');
    expect(currencySymbol('NZD')).toBe('NZ$');
    expect(currencySymbol('XYZ')).toBe('XYZ');
  });
});
