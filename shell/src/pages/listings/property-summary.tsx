import type { ListingCard } from '@staydesk/contracts';
import type { Detail } from '@staydesk/design-system/panels';

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
