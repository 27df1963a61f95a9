import { z } from 'zod';

// The parts of a listing a task's property carries: a module of their own, so that a surface
// showing a task builds these schemas and none of the listing's others.

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
