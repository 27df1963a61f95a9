import type { Task } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';

export const taskFixture = sampleTask({ assignments: [] });

export const eligibleTaskFixture: Task = {
  ...taskFixture,
  marketplace_eligible: true,
  bids: [
    { id: 'bid-1', status: 'accepted' },
    { id: 'bid-2', status: 'pending' },
  ],
};
