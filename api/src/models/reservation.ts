import { Schema, model, type InferSchemaType } from 'mongoose';
import { RESERVATION_PLATFORMS, RESERVATION_STATUSES, searchKeys } from '@staydesk/contracts';

const reservationSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    listingId: { type: Schema.Types.ObjectId, ref: 'Listing', required: true },
    confirmationCode: { type: String, required: true },
    guestName: { type: String, required: true },
    guestContact: { type: String, default: null },
    checkIn: { type: Date, required: true },
    checkOut: { type: Date, required: true },
    checkInTime: { type: String, default: '15:00' },
    checkOutTime: { type: String, default: '11:00' },
    status: { type: String, enum: RESERVATION_STATUSES, required: true },
    platform: { type: String, enum: RESERVATION_PLATFORMS, required: true },
    guests: { total: Number, adults: Number, children: Number, infants: Number, pets: Number },
    pricing: {
      total: Number,
      hostPayout: Number,
      currency: { type: String, default: 'USD' },
      base: { type: Number, default: 0 },
      totalTaxes: { type: Number, default: 0 },
      fees: {
        cleaning: { type: Number, default: 0 },
        pet: { type: Number, default: 0 },
        extraGuest: { type: Number, default: 0 },
        service: { type: Number, default: 0 },
        platform: { type: Number, default: 0 },
        host: { type: Number, default: 0 },
        host_fee_vat: { type: Number, default: 0 },
        processing: { type: Number, default: 0 },
        other: { type: [{ _id: false, type: { type: String }, amount: Number }], default: [] },
      },
    },
    guestId: { type: String, default: null },
    dashboardItemId: { type: String, default: null },
    platformInquiryId: { type: String, default: null },
    /** Prefix keys of the guest's name and the confirmation code (searchKeys in contracts). */
    searchKeys: { type: [String], default: [] },
  },
  { timestamps: true },
);
reservationSchema.pre('validate', function keepSearchKeys() {
  this.searchKeys = searchKeys(this.guestName, this.confirmationCode);
});
reservationSchema.index({ customerId: 1, checkIn: 1, _id: 1 });
reservationSchema.index({ customerId: 1, listingId: 1, checkIn: 1, _id: 1 });
reservationSchema.index({ customerId: 1, confirmationCode: 1 }, { unique: true });
reservationSchema.index({ customerId: 1, searchKeys: 1 });

export type ReservationDoc = InferSchemaType<typeof reservationSchema>;
export const Reservation = model('Reservation', reservationSchema);
