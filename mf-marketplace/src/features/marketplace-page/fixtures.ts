import type { MarketplaceListItem, MyBidsResponse } from '@staydesk/contracts';

export const sampleOffer = (overrides: Partial<MarketplaceListItem> = {}): MarketplaceListItem => ({
  id: 'offer-1',
  customer_id: 'customer-1',
  title: 'Deep clean after long stay',
  description: 'Kitchen, oven and windows.',
  category: 'deep_cleaning',
  due_date: '2026-11-24T10:00:00.000Z',
  estimated_duration: 180,
  listing: { id: 'listing-7', name: 'Harbor View Loft', city: 'Porto', thumbnail: null },
  max_bid_price: 150,
  currency: 'EUR',
  expires_at: '2026-11-25T10:00:00.000Z',
  my_pending_bid: false,
  bid_count: 2,
  claimable: true,
  distance_km: 3.2,
  ...overrides,
});

export const myBidsFixture: MyBidsResponse = {
  bids: [
    {
      id: 'bid-1',
      status: 'pending',
      amount: 95,
      currency: 'EUR',
      estimated_duration: 150,
      notes: '',
      created_at: '2026-11-22T08:00:00.000Z',
      task: {
        id: 'offer-1',
        title: 'Deep clean after long stay',
        category: 'deep_cleaning',
        status: 'todo',
        due_date: '2026-11-24T10:00:00.000Z',
        listing: { id: 'listing-7', name: 'Harbor View Loft', city: 'Porto' },
      },
    },
    {
      id: 'bid-2',
      status: 'accepted',
      amount: 40,
      currency: 'USD',
      estimated_duration: null,
      notes: 'Ladder brought',
      created_at: '2026-11-20T08:00:00.000Z',
      task: {
        id: 'task-5',
        title: 'Window cleaning',
        category: 'cleaning',
        status: 'todo',
        due_date: null,
        listing: null,
      },
    },
  ],
  total: 2,
  hasMore: false,
};
