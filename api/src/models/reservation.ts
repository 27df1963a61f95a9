import { Schema, model, type InferSchemaType } from 'mongoose';
import { RESERVATION_PLATFORMS, RESERVATION_STATUSES } from '@staydesk/contracts';

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
    pricing: { total: Number, hostPayout: Number, currency: { type: String, default: 'USD' } },
  },
  { timestamps: true },
);
reservationSchema.index({ customerId: 1, checkIn: 1 });
reservationSchema.index({ customerId: 1, listingId: 1, checkIn: 1 });
reservationSchema.index({ customerId: 1, confirmationCode: 1 }, { unique: true });

export type ReservationDoc = InferSchemaType<typeof reservationSchema>;
export const Reservation = model('Reservation', reservationSchema);
