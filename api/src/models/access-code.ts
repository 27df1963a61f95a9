import { Schema, model, type InferSchemaType, type Types } from 'mongoose';
import { ACCESS_CODE_STATUSES } from '@staydesk/contracts';

/** A door code of a reservation, as the listing's lock holds it. */
const accessCodeSchema = new Schema(
  {
    customerId: { type: Schema.Types.ObjectId, ref: 'Customer', required: true },
    reservationId: { type: Schema.Types.ObjectId, ref: 'Reservation', required: true },
    listingId: { type: Schema.Types.ObjectId, ref: 'Listing', required: true },
    name: { type: String, required: true },
    code: { type: String, required: true },
    /** The listing's local time, 'YYYY-MM-DD HH:mm', as the lock takes it. */
    startsAt: { type: String, required: true },
    endsAt: { type: String, required: true },
    status: { type: String, enum: ACCESS_CODE_STATUSES, default: 'setting' },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
  },
  { timestamps: true },
);
accessCodeSchema.index({ customerId: 1, reservationId: 1, startsAt: 1, _id: 1 });

export type AccessCodeDoc = InferSchemaType<typeof accessCodeSchema> & { _id: Types.ObjectId };
export const AccessCode = model('AccessCode', accessCodeSchema);
