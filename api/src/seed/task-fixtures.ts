import type { Role, TaskCategory } from '@staydesk/contracts';

/** Demo checklist templates: sections, required items, one offered to every customer. */
export const CHECKLIST_TEMPLATES: ReadonlyArray<{
  title: string;
  category: TaskCategory;
  isGlobal: boolean;
  items: ReadonlyArray<{ title: string; section: string; required?: boolean }>;
}> = [
  {
    title: 'Standard turnover',
    category: 'turnover',
    isGlobal: false,
    items: [
      { title: 'Strip beds and start laundry', section: 'Bedrooms', required: true },
      { title: 'Make beds with fresh linen', section: 'Bedrooms', required: true },
      { title: 'Clean and disinfect bathrooms', section: 'Bathrooms', required: true },
      { title: 'Restock toilet paper and soap', section: 'Bathrooms' },
      { title: 'Run and empty the dishwasher', section: 'Kitchen' },
      { title: 'Wipe counters and appliances', section: 'Kitchen', required: true },
      { title: 'Take out trash and recycling', section: 'General', required: true },
    ],
  },
  {
    title: 'Hot tub service',
    category: 'maintenance',
    isGlobal: false,
    items: [
      { title: 'Test water chemistry', section: 'Water', required: true },
      { title: 'Clean the filter', section: 'Equipment', required: true },
      { title: 'Check the cover and lock', section: 'Safety' },
    ],
  },
  {
    title: 'Pre-arrival inspection',
    category: 'inspection',
    isGlobal: true,
    items: [
      { title: 'Check smoke and CO detectors', section: 'Safety', required: true },
      { title: 'Check the door code works', section: 'Access', required: true },
      { title: 'Confirm amenities are stocked', section: 'General' },
    ],
  },
];

/** Demo automations: their create_task actions are the creation panel's task templates. */
export const AUTOMATIONS = [
  {
    name: 'Turnover after check-out',
    description: 'A turnover clean two hours after every check-out.',
    eventType: 'reservation.checkout',
    isActive: true,
    actions: [
      {
        actionType: 'create_task',
        configuration: {
          category: 'turnover',
          priority: 'high',
          isDefault: true,
          titleTemplate: 'Turnover clean — {listing_name}',
          descriptionTemplate: 'Get the place ready for the next guest after {guest_name} leaves.',
          dueDate: { baseDate: 'checkOut', offsetHours: 2 },
          checklist: [
            { title: 'Strip beds and start laundry', required: true, section: 'Bedrooms' },
            { title: 'Clean and disinfect bathrooms', required: true, section: 'Bathrooms' },
            { title: 'Restock amenities', required: false, section: 'General' },
          ],
          subtasks: [{ title: 'Check linen stock' }],
          marketplaceEligible: true,
        },
      },
    ],
  },
  {
    name: 'Inspection before check-in',
    description: 'An inspection four hours before each arrival.',
    eventType: 'reservation.checkin',
    isActive: true,
    actions: [
      {
        actionType: 'create_task',
        configuration: {
          category: 'inspection',
          titleTemplate: 'Pre-arrival inspection — {listing_name}',
          dueDate: { baseDate: 'checkIn', offsetHours: -4 },
          checklist: [{ title: 'Check smoke and CO detectors', required: true, section: 'Safety' }],
          marketplaceEligible: false,
        },
      },
    ],
  },
  {
    name: 'Welcome message',
    description: 'Sends the house manual when a booking comes in.',
    eventType: 'reservation.created',
    isActive: true,
    actions: [{ actionType: 'send_message', configuration: { template: 'welcome' } }],
  },
  {
    name: 'Monthly deep clean',
    description: 'Paused over the winter.',
    eventType: 'schedule.monthly',
    isActive: false,
    actions: [{ actionType: 'create_task', configuration: { category: 'deep_cleaning' } }],
  },
] as const;

export const TAGS = [
  { name: 'VIP guest', color: '#ef4444' },
  { name: 'Same-day turnover', color: '#f97316' },
  { name: 'Pet friendly', color: '#22c55e' },
  { name: 'Owner stay', color: '#8b5cf6' },
  { name: 'Follow-up', color: '#3b82f6' },
] as const;

/** What each provider is paid. */
export const PROVIDER_RATES: Partial<
  Record<Role, { type: 'hourly' | 'per_room' | 'other'; amount: number }>
> = {
  cleaner: { type: 'hourly', amount: 35 },
  maintenance: { type: 'hourly', amount: 55 },
  inspector: { type: 'other', amount: 40 },
  partner: { type: 'per_room', amount: 45 },
};

/** A working day for each field account: [day offset, hour (UTC), category, title]. */
export const FIELD_DAYS: Partial<
  Record<Role, ReadonlyArray<readonly [number, number, TaskCategory, string]>>
> = {
  cleaner: [
    [0, 9, 'turnover', 'Same-day turnover'],
    [0, 13, 'cleaning', 'Mid-stay refresh'],
    [0, 16, 'laundry', 'Wash and fold linens'],
    [1, 10, 'cleaning', 'Turnover clean'],
    [1, 14, 'cleaning', 'Restock amenities'],
  ],
  maintenance: [
    [0, 9, 'maintenance', 'Fix leaking faucet'],
    [0, 14, 'maintenance', 'Service the hot tub'],
    [1, 11, 'maintenance', 'Replace smoke detector battery'],
  ],
  inspector: [
    [0, 12, 'inspection', 'Pre-arrival inspection'],
    [1, 10, 'inspection', 'Quarterly safety inspection'],
  ],
  partner: [
    [0, 10, 'deep_cleaning', 'Seasonal deep clean'],
    [1, 9, 'deep_cleaning', 'Carpet shampoo'],
  ],
};

/** Colleagues of the partner's company, and a partner of another company. */
export const PARTNER_CREWS = [
  { email: 'crew@demo.test', name: 'Casey Crew', companyId: 'sparkle-co' },
  { email: 'tidy@demo.test', name: 'Tess Tidy', companyId: 'tidy-teams' },
] as const;
