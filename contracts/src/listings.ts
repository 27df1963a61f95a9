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

/** Name as a property card shows it: the text before a middle dot, cut to 25 characters. */
export function shortPropertyName(name: string, max = 25): string {
  const beforeDot = (name.split('·')[0] ?? name).trim();
  return beforeDot.length > max ? `${beforeDot.slice(0, max)}…` : beforeDot;
}

/** GET /api/listings/{id}: one listing of the caller's customer as a card, without access details. */
export const listingCardSchema = listingSchema.omit({ wifi: true, serviceProviderAccess: true });
export type ListingCard = z.infer<typeof listingCardSchema>;
export const listingResponseSchema = z.object({ listing: listingCardSchema });
