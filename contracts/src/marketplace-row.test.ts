import { marketplaceRow, type MarketplaceRowTask } from './marketplace-row';

const closed: MarketplaceRowTask = { marketplace_eligible: false, payment_status: null, bids: [] };
const open: MarketplaceRowTask = { ...closed, marketplace_eligible: true };
const bid = (status: string, amount: number, name = 'Maria Santos') => ({
  status,
  amount,
  currency: 'USD',
  provider: { name },
});
const labels = (task: MarketplaceRowTask) => marketplaceRow(task).badges.map((b) => b.label);

describe('whether the row shows', () => {
  it('offers Enable in its place for a task with no marketplace life', () => {
    expect(marketplaceRow(closed)).toEqual({
      shown: false,
      subtitle: 'Enable marketplace to receive bids',
      badges: [],
    });
  });

  it.each<[string, MarketplaceRowTask]>([
    ['eligible', open],
    ['with bids', { ...closed, bids: [bid('declined', 80)] }],
    ['with a payment status', { ...closed, payment_status: 'refunded' }],
    ['with escalations', { ...closed, escalations: [{ resolved_at: '2026-01-01T00:00:00Z' }] }],
  ])('shows for a task %s', (_, task) => {
    expect(marketplaceRow(task).shown).toBe(true);
  });
});

describe('the five subtitles', () => {
  it('names the assigned provider and the accepted amount', () => {
    const task = { ...open, bids: [bid('pending', 90, 'Other'), bid('accepted', 120.5)] };
    expect(marketplaceRow(task).subtitle).toBe('Assigned to Maria Santos • $120.50');
  });

  it('counts active bids among all of them', () => {
    expect(marketplaceRow({ ...open, bids: [bid('pending', 90)] }).subtitle).toBe(
      '1 active bid • 1 total',
    );
    const three = [bid('pending', 90), bid('pending', 95), bid('declined', 99)];
    expect(marketplaceRow({ ...open, bids: three }).subtitle).toBe('2 active bids • 3 total');
  });

  it('counts bids received when none is active', () => {
    expect(marketplaceRow({ ...open, bids: [bid('declined', 90)] }).subtitle).toBe(
      '1 bid received',
    );
    const two = [bid('declined', 90), bid('withdrawn', 95)];
    expect(marketplaceRow({ ...open, bids: two }).subtitle).toBe('2 bids received');
  });

  it('invites an eligible task with no bids to find providers', () => {
    expect(marketplaceRow(open).subtitle).toBe('Find providers, manage bids & payments');
  });

  it('asks to enable a task that is not eligible', () => {
    expect(marketplaceRow({ ...closed, payment_status: 'refunded' }).subtitle).toBe(
      'Enable marketplace to receive bids',
    );
  });
});

describe('the seven badges, each under its condition', () => {
  it('shows none for an eligible task with nothing going on', () => {
    expect(labels(open)).toEqual([]);
  });

  it('Assigned with an accepted bid', () => {
    expect(labels({ ...open, bids: [bid('accepted', 100)] })).toEqual(['Assigned']);
  });

  it("'{n} active bid(s)' with pending bids", () => {
    expect(labels({ ...open, bids: [bid('pending', 100)] })).toEqual(['1 active bid']);
    expect(labels({ ...open, bids: [bid('pending', 100), bid('pending', 110)] })).toEqual([
      '2 active bids',
    ]);
  });

  it('Enable when the row shows for a task no longer eligible', () => {
    expect(labels({ ...closed, bids: [bid('withdrawn', 100)] })).toEqual(['Enable']);
  });

  it('Paid when the payment is paid, Payment Due while it is owed', () => {
    expect(labels({ ...open, payment_status: 'paid' })).toEqual(['Paid']);
    for (const status of ['pending', 'processing', 'scheduled']) {
      expect(labels({ ...open, payment_status: status })).toEqual(['Payment Due']);
    }
    for (const status of ['held', 'refunded']) {
      expect(labels({ ...open, payment_status: status })).toEqual([]);
    }
  });

  it('Active Escalation while one is unresolved, Escalated once all are resolved', () => {
    const resolved = { resolved_at: '2026-01-01T00:00:00Z' };
    expect(labels({ ...open, escalations: [resolved, { resolved_at: null }] })).toEqual([
      'Active Escalation',
    ]);
    expect(labels({ ...open, escalations: [resolved] })).toEqual(['Escalated']);
  });

  it('combines them in the row order', () => {
    const task = {
      ...closed,
      bids: [bid('accepted', 100), bid('pending', 120)],
      payment_status: 'scheduled',
      escalations: [{ resolved_at: null }],
    };
    expect(labels(task)).toEqual([
      'Assigned',
      '1 active bid',
      'Enable',
      'Payment Due',
      'Active Escalation',
    ]);
  });
});
