import type { BusinessDetails, ListingCard, PlatformData } from '@staydesk/contracts';
import type { Detail } from '@staydesk/design-system/panels';
import { PLATFORM_LABELS } from '../reservations/reservation-labels';

/** 'address, city, state', leaving out what the listing lacks. */
export const locationLine = (location: ListingCard['location']): string =>
  [location.address, location.city, location.state].filter(Boolean).join(', ');

const count = (amount: number, one: string, many: string) =>
  `${amount} ${amount === 1 ? one : many}`;

export const detailRows = (details: ListingCard['details']): Detail[] => [
  { term: 'Guests', value: count(details.guests, 'guest', 'guests') },
  { term: 'Bedrooms', value: count(details.bedrooms, 'bedroom', 'bedrooms') },
  { term: 'Beds', value: count(details.beds, 'bed', 'beds') },
  { term: 'Baths', value: count(details.baths, 'bath', 'baths') },
  { term: 'Property type', value: details.propertyType },
  { term: 'Room type', value: details.roomType },
];

/** The business details the listing has; a missing one is left out rather than shown empty. */
export const businessDetailRows = (business: BusinessDetails): Detail[] => {
  const rows: Array<[string, string | null]> = [
    ['Company', business.companyName],
    ['Registration number', business.registrationNumber],
    ['Tax id', business.taxId],
    ['Contact e-mail', business.contactEmail],
    ['Contact phone', business.contactPhone],
  ];
  return rows.flatMap(([term, value]) => (value ? [{ term, value }] : []));
};

/** Each booking platform the listing is on, with its id there. */
export const platformRows = (platforms: PlatformData): Detail[] =>
  platforms.map((entry) => ({
    term: PLATFORM_LABELS[entry.platform],
    value: entry.url ? (
      <a href={entry.url} target="_blank" rel="noreferrer">
        {entry.externalId}
      </a>
    ) : (
      entry.externalId
    ),
  }));
