import type { Listing, Task } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';

export const sampleListing = (overrides: Partial<Listing> = {}): Listing => ({
  id: 'listing-1',
  name: 'Ocean View Beach House · 3BR with pool',
  city: 'Lisbon',
  thumbnail: null,
  groupId: null,
  location: {
    address: '12 Rua do Mar',
    apt: '2nd floor',
    city: 'Lisbon',
    state: 'Lisboa',
    zipcode: '1100-001',
  },
  photos: [
    { largeUrl: '/photos/ocean-1.jpg', thumbnailUrl: '/photos/ocean-1-small.jpg' },
    { largeUrl: '/photos/ocean-2.jpg', thumbnailUrl: '/photos/ocean-2-small.jpg' },
    { largeUrl: '/photos/ocean-3.jpg', thumbnailUrl: '/photos/ocean-3-small.jpg' },
  ],
  details: sampleTask().property!.details,
  currency: 'EUR',
  ...overrides,
});

const ACCESS = {
  wifi: { network: 'CasaDoMar', password: 'sea-breeze-42' },
  instructions: '<p>Lockbox by the <strong>side door</strong>, code 4107.</p>',
};

/** Assigned to the signed-in provider of the fake platform (user-1): the API sent its access. */
export const assignedTask: Task = sampleTask({
  property: { ...sampleTask().property!, access: ACCESS },
  historicalAnalytics: { averageDuration: 95, completedCount: 4 },
});

/** On the marketplace and nobody's yet. */
export const offeredTask: Task = sampleTask({
  marketplace_eligible: true,
  metadata: { ...sampleTask().metadata, marketplaceEligible: true },
  assignments: [],
  assignedTo: null,
});
