import { Types } from 'mongoose';
import type { Reservation } from '@staydesk/contracts';
import { notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Listing } from '../models/listing';
import { Reservation as ReservationModel, type ReservationDoc } from '../models/reservation';
import { presentReservation } from '../presenters/reservation';

/**
 * One reservation of the caller's customer, with its listing's name. Another customer's id
 * answers exactly like a missing one, so ids reveal nothing across tenants.
 */
export async function getReservation(auth: AuthContext, id: string): Promise<Reservation> {
  const reservation = Types.ObjectId.isValid(id)
    ? await ReservationModel.findOne({
        _id: new Types.ObjectId(id),
        customerId: auth.customerObjectId,
      }).lean<ReservationDoc & { _id: Types.ObjectId }>()
    : null;
  if (!reservation) throw notFound('Reservation');
  const listing = await Listing.findOne(
    { _id: reservation.listingId, customerId: auth.customerObjectId },
    { name: 1, photos: 1 },
  ).lean();
  return presentReservation(
    reservation,
    listing ? { name: listing.name, thumbnail: listing.photos?.[0]?.thumbnailUrl ?? null } : null,
  );
}
