import { shortPropertyName, type Task } from '@staydesk/contracts';

/** 'Beach House, Lisbon': the short property name and its city. */
export function propertyLabel(listing: Task['listing']): string {
  if (!listing) return 'No property';
  const name = shortPropertyName(listing.name);
  return listing.city ? `${name}, ${listing.city}` : name;
}
