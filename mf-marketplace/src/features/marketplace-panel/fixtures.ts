import type { Task } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';

const bid = (id: string, status: Task['bids'][number]['status']): Task['bids'][number] => ({
  id,
  status,
  amount: 120,
  currency: 'USD',
  provider_id: `provider-${id}`,
  provider: {
    name: 'Sparkle Crew',
    image: null,
    type: 'company',
    rating: 4.6,
    totalReviews: 18,
    completedTasks: 40,
    serviceAreas: ['Lisbon'],
    skills: ['cleaning'],
  },
  estimated_duration: 120,
  notes: '',
  adjustments: [],
  created_at: '2026-11-20T09:00:00.000Z',
});

export const taskFixture = sampleTask({ assignments: [] });

export const eligibleTaskFixture: Task = {
  ...taskFixture,
  marketplace_eligible: true,
  bids: [bid('bid-1', 'accepted'), bid('bid-2', 'pending')],
};
