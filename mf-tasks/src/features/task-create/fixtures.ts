import type {
  AutomationEvent,
  ChecklistTemplate,
  ListingCard,
  Reservation,
} from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';

/** An automation whose create-task action is the 'Checkout turnover' template. */
export const turnoverAutomation: AutomationEvent = {
  id: 'automation-turnover',
  name: 'Checkout turnover',
  description: 'A turnover clean after each checkout',
  eventType: 'reservation.checkout',
  isActive: true,
  metadata: {},
  actions: [
    {
      actionType: 'create_task',
      configuration: {
        category: 'turnover',
        titleTemplate: 'Turnover for {guest}',
        descriptionTemplate: 'Reset {listing} for the next stay',
        priority: 'high',
        dueDate: { baseDate: 'checkOut', offsetHours: 2 },
        checklist: [{ title: 'Strip the beds', required: true, section: 'Bedrooms' }],
        subtasks: [{ title: 'Restock the welcome basket' }],
        marketplaceEligible: false,
      },
    },
  ],
};

export const deepCleanChecklist: ChecklistTemplate = {
  id: 'checklist-deep-clean',
  title: 'Deep clean',
  category: 'deep_cleaning',
  isGlobal: true,
  items: [
    {
      title: 'Descale the kettle',
      category: null,
      section: 'Kitchen',
      required: true,
      order: 1,
      standard: true,
      isActive: true,
    },
  ],
};

export const reservationFixture: Reservation = {
  id: 'reservation-1',
  guestName: 'Maria Santos',
  guestContact: null,
  confirmationCode: 'HM4X2',
  listingId: 'listing-1',
  listingName: 'Ocean View Beach House · 3BR with pool',
  listingThumbnail: null,
  checkIn: '2026-11-24',
  checkOut: '2026-11-28',
  checkInTime: '15:00',
  checkOutTime: '11:00',
  status: 'confirmed',
  platform: 'airbnb',
  guests: { total: 4, adults: 2, children: 2, infants: 0, pets: 0 },
  pricing: { total: 1200, currency: 'EUR' },
};

const sampleProperty = sampleTask().property;

export const listingFixture: ListingCard = {
  id: 'listing-1',
  name: 'Ocean View Beach House · 3BR with pool',
  city: 'Lisbon',
  thumbnail: null,
  groupId: null,
  location: { address: '12 Rua do Mar', city: 'Lisbon', state: 'Lisboa', zipcode: '1100-001' },
  photos: [],
  details: sampleProperty?.details ?? {
    guests: 1,
    bedrooms: 1,
    beds: 1,
    baths: 1,
    propertyType: 'Apartment',
    roomType: 'Entire home',
  },
  businessDetails: sampleProperty?.businessDetails ?? null,
  platformData: sampleProperty?.platformData ?? [],
  currency: 'EUR',
  timeZone: 'Europe/Lisbon',
};

/** A task that can become a parent: due on the 26th at 09:00 local time. */
export const parentTaskFixture = sampleTask({
  id: 'task-gate',
  title: 'Repair the garden gate',
  description: 'The latch sticks',
  due_date: new Date(2026, 10, 26, 9, 0).toISOString(),
});
