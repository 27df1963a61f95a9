import type { Types } from 'mongoose';
import type { ReservationDetail, ReservationSearchResult } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';
import { Listing } from '../models/listing';
import type { ReservationDoc } from '../models/reservation';
import { presentReservation, type ReservationListing } from '../presenters/reservation';

export type StoredReservation = ReservationDoc & { _id: Types.ObjectId };
type ListingsById = Map<string, ReservationListing>;

/** The names and thumbnails of the listings of some reservations, in one query. */
export async function listingsOf(
  auth: AuthContext,
  reservations: readonly StoredReservation[],
): Promise<ListingsById> {
  const ids = [...new Set(reservations.map((reservation) => reservation.listingId.toString()))];
  const listings = await Listing.find(
    { _id: { $in: ids }, customerId: auth.customerObjectId },
    { name: 1, photos: 1 },
  ).lean();
  return new Map(
    listings.map((listing) => [
      listing._id.toString(),
      { name: listing.name, thumbnail: listing.photos?.[0]?.thumbnailUrl ?? null },
    ]),
  );
}

export function presentReservationDetail(
  reservation: StoredReservation,
  listings: ListingsById,
): ReservationDetail {
  const listing = listings.get(reservation.listingId.toString()) ?? null;
  const { pricing: summary, ...shown } = presentReservation(reservation, listing);
  const pricing = reservation.pricing;
  const fees = pricing?.fees;
  return {
    ...shown,
    guestId: reservation.guestId ?? null,
    dashboardItemId: reservation.dashboardItemId ?? null,
    dates: {
      checkIn: shown.checkIn,
      checkOut: shown.checkOut,
      checkInTime: shown.checkInTime,
      checkOutTime: shown.checkOutTime,
    },
    pricing: {
      totals: {
        total: summary.total,
        hostPayout: pricing?.hostPayout ?? summary.total,
        currency: summary.currency,
        totalTaxes: pricing?.totalTaxes ?? 0,
      },
      base: { amount: pricing?.base ?? 0 },
      fees: {
        cleaning: fees?.cleaning ?? 0,
        pet: fees?.pet ?? 0,
        extraGuest: fees?.extraGuest ?? 0,
        service: fees?.service ?? 0,
        platform: fees?.platform ?? 0,
        host: fees?.host ?? 0,
        host_fee_vat: fees?.host_fee_vat ?? 0,
        processing: fees?.processing ?? 0,
        other: (fees?.other ?? []).map((fee) => ({
          type: fee.type ?? '',
          amount: fee.amount ?? 0,
        })),
      },
    },
    platformInquiryId: reservation.platformInquiryId ?? null,
    listing: { id: shown.listingId, name: shown.listingName, thumbnail: shown.listingThumbnail },
  };
}

export function presentSearchResult(
  reservation: StoredReservation,
  listings: ListingsById,
): ReservationSearchResult {
  const detail = presentReservationDetail(reservation, listings);
  return {
    id: detail.id,
    guestName: detail.guestName,
    guestId: detail.guestId,
    guestContact: detail.guestContact,
    confirmationCode: detail.confirmationCode,
    listingId: detail.listingId,
    listingName: detail.listingName,
    listingThumbnail: detail.listingThumbnail,
    checkIn: detail.checkIn,
    checkOut: detail.checkOut,
    status: detail.status,
    dashboardItemId: detail.dashboardItemId,
    platform: detail.platform,
  };
}
