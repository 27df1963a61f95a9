import { ROLES, type NotificationType, type Role, type TaskCategory } from '@staydesk/contracts';

export const DEMO_CUSTOMER = 'Coastal Stays';
export const DEMO_PASSWORD_DEFAULT = 'staydesk-demo';

/** One demo user for every role of the product. */
export const DEMO_ROLES = ROLES;

export const PEOPLE: Record<Role, string> = {
  admin: 'Avery Admin',
  owner: 'Olivia Owner',
  user: 'Uma Manager',
  team_lead: 'Theo Lead',
  supervisor: 'Sofia Supervisor',
  concierge: 'Carmen Concierge',
  cleaner: 'Chris Cleaner',
  maintenance: 'Marco Maintenance',
  roamer: 'Rae Roamer',
  inspector: 'Ines Inspector',
  partner: 'Pat Partner',
  accountant: 'Alex Accountant',
  bookkeeper: 'Blair Bookkeeper',
  listing_owner: 'Logan Listing-Owner',
};

export const GROUPS = ['Downtown Lofts', 'Beach Houses', 'Mountain Cabins'] as const;

/** The demo host's zone: their Maine listings take it; a listing abroad has its own. */
export const DEMO_TIME_ZONE = 'America/New_York';

export const LISTINGS: ReadonlyArray<{
  name: string;
  group: number;
  city: string;
  state: string;
  timeZone?: string;
}> = [
  { name: 'Harbor View Loft · 2BR', group: 0, city: 'Portland', state: 'ME' },
  { name: 'Old Port Studio · Walk everywhere', group: 0, city: 'Portland', state: 'ME' },
  {
    name: 'Alfama Rooftop Flat',
    group: 0,
    city: 'Lisbon',
    state: 'Lisboa',
    timeZone: 'Europe/Lisbon',
  },
  { name: 'Exchange Street Penthouse · Rooftop', group: 0, city: 'Portland', state: 'ME' },
  {
    name: 'Sandpiper Cottage · Steps to the beach',
    group: 1,
    city: 'Kennebunkport',
    state: 'ME',
  },
  { name: 'Dune House', group: 1, city: 'Ogunquit', state: 'ME' },
  { name: 'Tidewater Bungalow · Pet friendly', group: 1, city: 'Wells', state: 'ME' },
  { name: 'Lighthouse Point Retreat', group: 1, city: 'Cape Elizabeth', state: 'ME' },
  { name: 'Pine Ridge Cabin · Hot tub', group: 2, city: 'Bethel', state: 'ME' },
  { name: 'Summit A-Frame', group: 2, city: 'Rangeley', state: 'ME' },
  { name: 'Birch Hollow Lodge', group: 2, city: 'Carrabassett Valley', state: 'ME' },
  { name: 'Moose Pond Hideaway', group: 2, city: 'Bridgton', state: 'ME' },
];

export const GUESTS = [
  'Jordan Lee',
  'Sam Rivera',
  'Priya Patel',
  'Noah Kim',
  'Emma Brown',
  'Liam Garcia',
  'Mia Chen',
  'Lucas Rossi',
  'Zoe Martin',
  'Ethan Müller',
  'Aisha Khan',
  'Hugo Dubois',
];

export const TASK_TITLES: Record<TaskCategory, readonly string[]> = {
  cleaning: ['Turnover clean', 'Mid-stay refresh', 'Restock amenities'],
  maintenance: ['Fix leaking faucet', 'Replace smoke detector battery', 'Service the hot tub'],
  inspection: ['Pre-arrival inspection', 'Quarterly safety inspection'],
  turnover: ['Same-day turnover', 'Linen swap and reset'],
  deep_cleaning: ['Seasonal deep clean', 'Carpet shampoo'],
  laundry: ['Wash and fold linens', 'Towel pickup'],
  purchase: ['Buy coffee pods and supplies', 'Replace broken wine glasses'],
  communication: ['Call guest about late check-in', 'Confirm parking instructions'],
  documentation: ['Photograph damage for claim', 'Update house manual'],
  other: ['Collect lost-and-found item', 'Meet the locksmith'],
};

export const CHECKLISTS: Record<
  'clean' | 'fix' | 'inspect',
  ReadonlyArray<{ title: string; section: string; required?: boolean; photo?: boolean }>
> = {
  clean: [
    { title: 'Strip beds and start laundry', section: 'Bedrooms', required: true },
    { title: 'Clean bathrooms', section: 'Bathrooms', required: true, photo: true },
    { title: 'Vacuum and mop floors', section: 'Living areas' },
    { title: 'Empty the dishwasher', section: 'Kitchen' },
    { title: 'Take out trash and recycling', section: 'Other', required: true },
  ],
  fix: [
    { title: 'Diagnose the problem', section: 'General', required: true },
    { title: 'Repair or replace the part', section: 'General', required: true, photo: true },
    { title: 'Test and clean up', section: 'General' },
  ],
  inspect: [
    { title: 'Check smoke and CO detectors', section: 'Safety', required: true },
    { title: 'Check for damage', section: 'General', photo: true },
    { title: 'Confirm amenities are stocked', section: 'General' },
  ],
};

export const NOTIFICATION_SAMPLES: ReadonlyArray<{
  type: NotificationType;
  title: string;
  description: string;
}> = [
  {
    type: 'reservation_created',
    title: 'New reservation',
    description: 'Jordan Lee booked Harbor View Loft for 3 nights.',
  },
  {
    type: 'reservation_cancelled',
    title: 'Reservation cancelled',
    description: 'Sam Rivera cancelled their stay at Dune House.',
  },
  {
    type: 'payment_failure',
    title: 'Payment failed',
    description:
      'The guest payment for reservation HM4X2 failed. Ask the guest to update their card before check-in, or the booking will be cancelled automatically by the platform in 24 hours.',
  },
  {
    type: 'payout_completed',
    title: 'Payout sent',
    description: 'A payout of $1,240.00 was sent to your bank account.',
  },
  {
    type: 'message',
    title: 'New guest message',
    description: 'Priya Patel: Is early check-in possible on Friday?',
  },
  {
    type: 'mention',
    title: 'You were mentioned',
    description: 'Theo Lead mentioned you on "Fix leaking faucet".',
  },
  {
    type: 'review_received',
    title: 'New 5-star review',
    description: 'Noah Kim left a review for Sandpiper Cottage.',
  },
  {
    type: 'listing_suspended',
    title: 'Listing suspended',
    description: 'Summit A-Frame was suspended by the platform pending verification.',
  },
  {
    type: 'calendar_conflict',
    title: 'Calendar conflict',
    description: 'Two reservations overlap at Pine Ridge Cabin on the 14th.',
  },
  {
    type: 'guest_complaint',
    title: 'Guest complaint',
    description: 'Emma Brown reported that the hot tub is cold.',
  },
  {
    type: 'dashboard_assignment',
    title: 'Task assigned to you',
    description: 'Turnover clean at Brick Mill Apartment.',
  },
  {
    type: 'checkin_reminder',
    title: 'Check-in today',
    description: 'Liam Garcia arrives at Tidewater Bungalow at 3:00 PM.',
  },
  {
    type: 'iot_battery',
    title: 'Lock battery low',
    description: 'The front door lock at Dune House is at 10% battery.',
  },
  { type: 'system', title: 'Channel sync finished', description: 'All calendars are in sync.' },
  {
    type: 'error',
    title: 'Sync error',
    description: 'Booking.com rejected the rate update for Birch Hollow Lodge.',
  },
];
