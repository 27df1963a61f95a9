import { z } from 'zod';

/** Size and kind of a property, as its card shows them. */
export const listingDetailsSchema = z.object({
  guests: z.number().int(),
  bedrooms: z.number().int(),
  beds: z.number().int(),
  baths: z.number(),
  propertyType: z.string(),
  roomType: z.string(),
});
export type ListingDetails = z.infer<typeof listingDetailsSchema>;

/** Who runs the property as a business: what invoices and guest messages name. */
export const businessDetailsSchema = z.object({
  companyName: z.string(),
  registrationNumber: z.string().nullable(),
  taxId: z.string().nullable(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
});
export type BusinessDetails = z.infer<typeof businessDetailsSchema>;

/** Where the listing is published, one entry per booking platform. */
export const platformListingSchema = z.object({
  platform: z.enum(['airbnb', 'booking']),
  externalId: z.string(),
  url: z.string().nullable(),
});
export const platformDataSchema = z.array(platformListingSchema);
export type PlatformData = z.infer<typeof platformDataSchema>;

export const listingSchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  thumbnail: z.string().nullable(),
  groupId: z.string().nullable(),
  location: z.object({
    address: z.string(),
    apt: z.string().optional(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
  }),
  photos: z.array(z.object({ largeUrl: z.string(), thumbnailUrl: z.string() })),
  details: listingDetailsSchema,
  wifi: z.object({ network: z.string(), password: z.string() }).optional(),
  serviceProviderAccess: z.object({ htmlContent: z.string() }).optional(),
  currency: z.string(),
});
export type Listing = z.infer<typeof listingSchema>;

export const listingGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  listings: z.array(listingSchema),
  uniqueListingsCount: z.number().int(),
});
export type ListingGroup = z.infer<typeof listingGroupSchema>;

/**
 * GET /api/listings/{id}: one listing of the caller's customer as a card, with who runs it and
 * where it is published, without access details.
 */
export const listingCardSchema = listingSchema
  .omit({ wifi: true, serviceProviderAccess: true })
  .extend({
    businessDetails: businessDetailsSchema.nullable(),
    platformData: platformDataSchema,
    timeZone: z.string(),
  });
export type ListingCard = z.infer<typeof listingCardSchema>;
export const listingResponseSchema = z.object({ listing: listingCardSchema });

/**
 * GET /api/listings/full?listingId=: one listing of the caller's customer whole, photos and
 * address included, as the provider's property details show it. Wifi and the host's access
 * notes come only to roles that see every task of the customer; an assigned provider reads
 * them on the task (`property.access`), so an unassigned one never gets them.
 */
export const listingFullQuerySchema = z.object({ listingId: z.string().min(1).max(64) });
export const listingFullResponseSchema = z.object({ listing: listingSchema });

/** A swipe moves a listing's photos (or a card) once the finger has gone this far (spec §9). */
export const SWIPE_THRESHOLD_PX = 50;

/** A listing as search and the palette's listing step show it. */
export const listingSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  city: z.string(),
  thumbnail: z.string().nullable(),
  groupId: z.string().nullable(),
  businessDetails: businessDetailsSchema.nullable(),
  platformData: platformDataSchema,
  /** Where its tasks' local times are read (IANA): its own zone, else its customer's. */
  timeZone: z.string(),
});
export type ListingSummary = z.infer<typeof listingSummarySchema>;

export const listingSummaryGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  listings: z.array(listingSummarySchema),
});
export type ListingSummaryGroup = z.infer<typeof listingSummaryGroupSchema>;

/** Listing search shows the first 10 matches. */
export const LISTING_SEARCH_LIMIT = 10;

/**
 * GET /api/listings: the caller's listings whose name or city starts with the query
 * (case-insensitive), at most 10; withGroups=true answers them in their groups.
 */
export const listingSearchQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  withGroups: z.enum(['true', 'false']).default('false'),
  limit: z.coerce.number().int().min(1).max(LISTING_SEARCH_LIMIT).default(LISTING_SEARCH_LIMIT),
});
export type ListingSearchQuery = z.input<typeof listingSearchQuerySchema>;

/** The listings page shows this many at a time, with how many there are in all. */
export const LISTINGS_PAGE_SIZE = 24;

/**
 * GET /api/listings/page: a page of the caller's listings (by name; those whose name or city
 * starts with the query when there is one), in their groups, with how many match in all.
 */
export const listingPageQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(LISTINGS_PAGE_SIZE),
});
export type ListingPageQuery = z.input<typeof listingPageQuerySchema>;

export const listingPageSchema = z.object({
  groups: z.array(listingSummaryGroupSchema),
  /** Listings matching in all, on every page. */
  total: z.number().int().min(0),
  offset: z.number().int().min(0),
  limit: z.number().int().min(1),
});
export type ListingPage = z.infer<typeof listingPageSchema>;

/** An array, as the calls of the palette expect: listings, or groups with withGroups=true. */
export const listingSearchResponseSchema = z.union([
  z.array(listingSummarySchema),
  z.array(listingSummaryGroupSchema),
]);
export type ListingSearchResponse = z.infer<typeof listingSearchResponseSchema>;
