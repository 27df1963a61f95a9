import { Schema, model, type InferSchemaType } from 'mongoose';
import { isTimeZone, searchKeys } from '@staydesk/contracts';

const listingGroupSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    name: { type: String, required: true },
  },
  { timestamps: true },
);
listingGroupSchema.index({ customerId: 1, name: 1 });

const listingSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    groupId: { type: Schema.Types.ObjectId, ref: 'ListingGroup', default: null },
    name: { type: String, required: true },
    location: {
      address: String,
      apt: String,
      city: String,
      state: String,
      zipcode: String,
    },
    photos: [{ _id: false, largeUrl: String, thumbnailUrl: String }],
    /** Where it is, for the marketplace's distance filter; null when unknown. */
    coordinates: { type: new Schema({ lat: Number, lng: Number }, { _id: false }), default: null },
    details: {
      guests: Number,
      bedrooms: Number,
      beds: Number,
      baths: Number,
      propertyType: String,
      roomType: String,
    },
    wifi: { network: String, password: String },
    /** HTML written by the host; sanitised before any browser renders it. */
    serviceProviderAccess: { htmlContent: String },
    currency: { type: String, default: 'USD' },
    /** IANA name its tasks' local times are read in; null for the customer's. */
    timeZone: {
      type: String,
      default: null,
      validate: (zone: string | null) => zone === null || isTimeZone(zone),
    },
    businessDetails: {
      type: {
        _id: false,
        companyName: String,
        registrationNumber: String,
        taxId: String,
        contactEmail: String,
        contactPhone: String,
      },
      default: null,
    },
    platformData: {
      type: [{ _id: false, platform: String, externalId: String, url: String }],
      default: [],
    },
    /** Prefix keys of the name and the city (searchKeys in contracts). */
    searchKeys: { type: [String], default: [] },
  },
  { timestamps: true },
);
listingSchema.pre('validate', function keepSearchKeys() {
  this.searchKeys = searchKeys(this.name, this.location?.city);
});
listingSchema.index({ customerId: 1, name: 1 });
listingSchema.index({ customerId: 1, searchKeys: 1 });
listingSchema.index({ customerId: 1, groupId: 1 });

export type ListingDoc = InferSchemaType<typeof listingSchema>;
export const ListingGroup = model('ListingGroup', listingGroupSchema);
export const Listing = model('Listing', listingSchema);
