import type { Types } from 'mongoose';
import {
  searchKey,
  type ListingPage,
  type ListingSearchResponse,
  type ListingSummary,
  type ListingSummaryGroup,
} from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { Listing, ListingGroup, type ListingDoc } from '../models/listing';
import { presentBusinessDetails, presentPlatformData } from './listings';
import { customerTimeZone, listingTimeZone } from './task-zones';

/**
 * Matches documents with a stored key starting with the query's key: a range on the
 * { customerId, searchKeys } index, never a scan. Null when the query has nothing to match on.
 */
export function prefixMatch(query: string | undefined) {
  const key = searchKey(query ?? '');
  if (!key) return null;
  return { searchKeys: { $elemMatch: { $gte: key, $lt: `${key}\uffff` } } };
}

type StoredListing = ListingDoc & { _id: Types.ObjectId };

export function presentListingSummary(
  listing: StoredListing,
  customerZone: string,
): ListingSummary {
  return {
    id: listing._id.toString(),
    name: listing.name,
    city: listing.location?.city ?? '',
    thumbnail: listing.photos[0]?.thumbnailUrl || null,
    groupId: listing.groupId?.toString() ?? null,
    businessDetails: presentBusinessDetails(listing.businessDetails),
    platformData: presentPlatformData(listing.platformData),
    timeZone: listingTimeZone(listing, customerZone),
  };
}

/** Listings without a group, when the answer is grouped. */
const UNGROUPED = { id: 'ungrouped', name: 'Ungrouped listings' };

async function inGroups(
  auth: AuthContext,
  listings: ListingSummary[],
): Promise<ListingSummaryGroup[]> {
  const groupIds = [...new Set(listings.flatMap((listing) => listing.groupId ?? []))];
  const groups = await ListingGroup.find(
    { _id: { $in: groupIds }, customerId: auth.customerObjectId },
    { name: 1 },
  )
    .sort({ name: 1 })
    .lean();
  const named = groups.map((group) => ({
    id: group._id.toString(),
    name: group.name,
    listings: listings.filter((listing) => listing.groupId === group._id.toString()),
  }));
  const known = new Set(named.map((group) => group.id));
  const rest = listings.filter((listing) => !listing.groupId || !known.has(listing.groupId));
  return rest.length > 0 ? [...named, { ...UNGROUPED, listings: rest }] : named;
}

/** The caller's listings whose name or city starts with the query, by name, at most `limit`. */
export async function searchListings(
  auth: AuthContext,
  options: { query?: string; withGroups: boolean; limit: number },
): Promise<ListingSearchResponse> {
  const [listings, customerZone] = await Promise.all([
    Listing.find({ customerId: auth.customerObjectId, ...prefixMatch(options.query) })
      .sort({ name: 1, _id: 1 })
      .limit(options.limit)
      .lean<StoredListing[]>(),
    customerTimeZone(auth.customerObjectId),
  ]);
  const summaries = listings.map((listing) => presentListingSummary(listing, customerZone));
  return options.withGroups ? inGroups(auth, summaries) : summaries;
}

/**
 * A page of the caller's listings by name, in their groups, with how many match in all: the
 * page walks the { customerId, name } index (or the search keys' one with a query) and the
 * count reads the same index.
 */
export async function listingsPage(
  auth: AuthContext,
  options: { query?: string; offset: number; limit: number },
): Promise<ListingPage> {
  const filter = { customerId: auth.customerObjectId, ...prefixMatch(options.query) };
  const [listings, total, customerZone] = await Promise.all([
    Listing.find(filter)
      .sort({ name: 1, _id: 1 })
      .skip(options.offset)
      .limit(options.limit)
      .lean<StoredListing[]>(),
    Listing.countDocuments(filter),
    customerTimeZone(auth.customerObjectId),
  ]);
  const groups = await inGroups(
    auth,
    listings.map((listing) => presentListingSummary(listing, customerZone)),
  );
  return { groups, total, offset: options.offset, limit: options.limit };
}
