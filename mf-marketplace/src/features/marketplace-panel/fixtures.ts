import type {
  Escalation,
  Invoice,
  MarketplaceBid,
  ProviderCard,
  ProviderSummary,
  Task,
} from '@staydesk/contracts';
import { sampleAssignment, sampleTask } from '@staydesk/design-system/fixtures';

export const taskFixture = sampleTask({
  assignments: [],
  marketplace_offer: null,
  marketplace_timeline: [],
  currency: 'USD',
});

export const sampleProvider = (overrides: Partial<ProviderSummary> = {}): ProviderSummary => ({
  name: 'Maria Santos',
  image: null,
  type: 'individual',
  rating: 4.8,
  totalReviews: 37,
  completedTasks: 52,
  serviceAreas: ['Lisbon', 'Cascais', 'Sintra'],
  skills: ['cleaning', 'deep_cleaning', 'laundry', 'turnover'],
  ...overrides,
});

export const sampleBid = (overrides: Partial<MarketplaceBid> = {}): MarketplaceBid => ({
  id: 'bid-1',
  status: 'pending',
  amount: 120,
  currency: 'USD',
  provider_id: 'provider-1',
  provider: sampleProvider(),
  estimated_duration: 90,
  notes: '',
  adjustments: [],
  created_at: '2026-11-21T08:00:00.000Z',
  ...overrides,
});

export const eligibleTaskFixture: Task = {
  ...taskFixture,
  marketplace_eligible: true,
  marketplace_offer: {
    visible_from: '2026-11-21T07:00:00.000Z',
    expires_at: '2026-11-23T07:00:00.000Z',
    max_bid_price: 500,
    required_skills: ['cleaning'],
    instant_claim: false,
    public: false,
  },
  bids: [
    sampleBid({ id: 'bid-1', amount: 140, provider: sampleProvider({ name: 'Crew Co' }) }),
    sampleBid({ id: 'bid-2', amount: 95, provider: sampleProvider({ name: 'Tidy Ltd' }) }),
    sampleBid({ id: 'bid-3', status: 'declined', amount: 80, provider_id: 'provider-3' }),
  ],
};

/** A bid accepted, its provider not yet confirmed. */
export const assignedTaskFixture: Task = {
  ...eligibleTaskFixture,
  bids: [sampleBid({ id: 'bid-1', status: 'accepted', amount: 110 })],
  assignments: [sampleAssignment({ user_id: 'provider-1', status: 'pending' })],
};

export const sampleEscalation = (overrides: Partial<Escalation> = {}): Escalation => ({
  id: 'escalation-1',
  reason: 'no_progress',
  escalation_level: 'warning',
  created_at: '2026-11-21T09:00:00.000Z',
  resolved_at: null,
  details: '',
  from_provider_id: null,
  to_provider_id: null,
  ...overrides,
});

export const sampleProviderCard = (overrides: Partial<ProviderCard> = {}): ProviderCard => ({
  ...sampleProvider(),
  id: 'provider-1',
  invited: false,
  hasBid: false,
  ...overrides,
});

export const sampleInvoice = (overrides: Partial<Invoice> = {}): Invoice => ({
  invoiceId: 'inv-7',
  invoiceNumber: 'TASK-007',
  invoiceTotal: 121,
  invoiceCurrency: 'USD',
  invoiceStatus: 'paid',
  paymentStatus: 'paid',
  invoiceIssuedAt: '2026-11-21T10:00:00.000Z',
  invoiceDueAt: '2026-12-05T10:00:00.000Z',
  ...overrides,
});

/** Two escalations: a resolved warning, then an escalation to the marketplace still active. */
export const escalatedTaskFixture: Task = {
  ...eligibleTaskFixture,
  escalations: [
    sampleEscalation({ id: 'e-1', resolved_at: '2026-11-21T10:00:00.000Z' }),
    sampleEscalation({
      id: 'e-2',
      reason: 'escalated_to_marketplace',
      escalation_level: 'marketplace',
      created_at: '2026-11-21T11:00:00.000Z',
    }),
  ],
};
