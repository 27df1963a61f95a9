import { Types } from 'mongoose';
import {
  ASSIGNED_SCOPE_ROLES,
  listingSchema,
  type BusinessDetails,
  type Listing as ListingRead,
  type ListingCard,
  type ListingDetails,
  type PlatformData,
} from '@staydesk/contracts';
import { notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Listing, type ListingDoc } from '../models/listing';
import { worksAtListing } from './tasks-access';
import { customerTimeZone, listingTimeZone } from './task-zones';

/** A stored listing's size and kind, with zeros and blanks for what it does not say. */
export function presentListingDetails(details: ListingDoc['details']): ListingDetails {
  return {
    guests: details?.guests ?? 0,
    bedrooms: details?.bedrooms ?? 0,
    beds: details?.beds ?? 0,
    baths: details?.baths ?? 0,
    propertyType: details?.propertyType ?? '',
    roomType: details?.roomType ?? '',
  };
}

/** Who runs the listing as a business, or null when the host has not said. */
export function presentBusinessDetails(
  business: ListingDoc['businessDetails'],
): BusinessDetails | null {
  if (!business) return null;
  return {
    companyName: business.companyName ?? '',
    registrationNumber: business.registrationNumber ?? null,
    taxId: business.taxId ?? null,
    contactEmail: business.contactEmail ?? null,
    contactPhone: business.contactPhone ?? null,
  };
}

/** The booking platforms the listing is on; an entry of a platform we do not know is left out. */
export const presentPlatformData = (platforms: ListingDoc['platformData']): PlatformData =>
  platforms.flatMap((entry) =>
    entry.platform === 'airbnb' || entry.platform === 'booking'
      ? [{ platform: entry.platform, externalId: entry.externalId ?? '', url: entry.url ?? null }]
      : [],
  );

/** A listing as a property card shows it: no wifi or access notes, whoever asks. */
export function presentListingCard(
  listing: ListingDoc & { _id: Types.ObjectId },
  customerZone: string,
): ListingCard {
  const { location, details } = listing;
  const photos = listing.photos.map((photo) => ({
    largeUrl: photo.largeUrl ?? '',
    thumbnailUrl: photo.thumbnailUrl ?? '',
  }));
  return {
    id: listing._id.toString(),
    name: listing.name,
    city: location?.city ?? '',
    thumbnail: photos[0]?.thumbnailUrl || null,
    groupId: listing.groupId?.toString() ?? null,
    location: {
      address: location?.address ?? '',
      ...(location?.apt ? { apt: location.apt } : {}),
      city: location?.city ?? '',
      state: location?.state ?? '',
      zipcode: location?.zipcode ?? '',
    },
    photos,
    details: presentListingDetails(details),
    businessDetails: presentBusinessDetails(listing.businessDetails),
    platformData: presentPlatformData(listing.platformData),
    currency: listing.currency ?? 'USD',
    timeZone: listingTimeZone(listing, customerZone),
  };
}

const findOwnListing = (auth: AuthContext, id: string) =>
  Types.ObjectId.isValid(id)
    ? Listing.findOne({
        _id: new Types.ObjectId(id),
        customerId: auth.customerObjectId,
      }).lean<ListingDoc & { _id: Types.ObjectId }>()
    : null;

/** One listing of the caller's customer; another customer's id answers like a missing one. */
export async function getListingCard(auth: AuthContext, id: string): Promise<ListingCard> {
  const [listing, customerZone] = await Promise.all([
    findOwnListing(auth, id),
    customerTimeZone(auth.customerObjectId),
  ]);
  if (!listing) throw notFound('Listing');
  return presentListingCard(listing, customerZone);
}

/** Another customer's listing, to the provider working a task there (decision 0048). */
async function listingWorkedAt(auth: AuthContext, id: string) {
  const listing = Types.ObjectId.isValid(id)
    ? await Listing.findById(id).lean<ListingDoc & { _id: Types.ObjectId }>()
    : null;
  return listing && (await worksAtListing(auth, listing)) ? listing : null;
}

/**
 * One listing of the caller's customer whole, or of another customer's to a provider working a
 * task there. Wifi and access notes only for a role that sees every task of the customer: a
 * provider reads them on a task assigned to them.
 */
export async function getFullListing(auth: AuthContext, id: string): Promise<ListingRead> {
  const listing = (await findOwnListing(auth, id)) ?? (await listingWorkedAt(auth, id));
  if (!listing) throw notFound('Listing');
  // The card's fields the full listing has; the zone is not among them.
  const card = listingSchema.parse(presentListingCard(listing, 'UTC'));
  if (ASSIGNED_SCOPE_ROLES.includes(auth.role)) return card;
  return {
    ...card,
    ...(listing.wifi?.network
      ? { wifi: { network: listing.wifi.network, password: listing.wifi.password ?? '' } }
      : {}),
    ...(listing.serviceProviderAccess?.htmlContent
      ? { serviceProviderAccess: { htmlContent: listing.serviceProviderAccess.htmlContent } }
      : {}),
  };
}
