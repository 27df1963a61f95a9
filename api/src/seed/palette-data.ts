import type { Types } from 'mongoose';
import { defaultAccessCodeWindow, reservationTotal } from '@staydesk/contracts';
import { AccessCode } from '../models/access-code';
import { Listing } from '../models/listing';
import { Reservation } from '../models/reservation';
import { createBenchAdmin } from './large-customer';

/** Airbnb reservations turned into requests and an accepted one, so every status is there. */
const STATUS_BY_INDEX: Readonly<Record<number, 'inquiry' | 'pending' | 'accepted'>> = {
  3: 'inquiry',
  6: 'accepted',
  12: 'pending',
  15: 'pending',
};

const cents = (amount: number) => Math.round(amount * 100) / 100;
const day = (date: Date) => date.toISOString().slice(0, 10);

/** A stored total split into its parts, so the modification step starts from real figures. */
function pricingOf(total: number, platform: string) {
  const cleaning = 85;
  const totalTaxes = cents(total * 0.08);
  const service = platform === 'direct' ? 0 : cents(total * 0.03);
  const platformFee = platform === 'booking' ? cents(total * 0.05) : 0;
  const parts = { cleaning, pet: 0, extraGuest: 0, service, platform: platformFee, totalTaxes };
  const base = cents(total - cleaning - totalTaxes - service - platformFee);
  const totals = reservationTotal({ ...parts, base });
  return {
    'pricing.base': base,
    'pricing.totalTaxes': totalTaxes,
    'pricing.fees.cleaning': cleaning,
    'pricing.fees.service': service,
    'pricing.fees.platform': platformFee,
    'pricing.fees.processing': cents(total * 0.01),
    'pricing.total': totals.total,
    'pricing.hostPayout': totals.hostPayout,
  };
}

/**
 * What the palette's flows and the property cards need on top of the demo: business details and
 * platform data on listings (an Airbnb page to open, a Booking.com id without one), full pricing
 * and every status on reservations, and a few door codes.
 */
export async function seedPaletteData(customerId: Types.ObjectId): Promise<void> {
  // In the order the demo inserted them.
  const listings = await Listing.find({ customerId }, { _id: 1 }).sort({ _id: 1 }).lean();
  const reservations = await Reservation.find(
    { customerId },
    { listingId: 1, guestName: 1, checkIn: 1, checkOut: 1, platform: 1, pricing: 1 },
  )
    .sort({ _id: 1 })
    .lean();
  await Listing.collection.bulkWrite(
    listings.map((listing, index) => ({
      updateOne: {
        filter: { _id: listing._id },
        update: {
          $set: {
            businessDetails: {
              companyName: 'Staydesk Demo Stays LLC',
              registrationNumber: `LLC-${4100 + index}`,
              taxId: `US-88-${String(301 + index).padStart(4, '0')}`,
              contactEmail: 'hosting@demo.test',
              contactPhone: '+1 207 555 0100',
            },
            platformData: [
              {
                platform: 'airbnb',
                externalId: `${53_000_100 + index}`,
                url: `https://www.airbnb.com/rooms/${53_000_100 + index}`,
              },
              ...(index % 2 === 0
                ? [{ platform: 'booking', externalId: `${7_700_200 + index}`, url: null }]
                : []),
            ],
          },
        },
      },
    })),
  );
  await Reservation.collection.bulkWrite(
    reservations.map((reservation, index) => {
      const status = reservation.platform === 'airbnb' ? STATUS_BY_INDEX[index] : undefined;
      return {
        updateOne: {
          filter: { _id: reservation._id },
          update: {
            $set: {
              ...pricingOf(reservation.pricing?.total ?? 0, reservation.platform),
              ...(status ? { status } : {}),
              ...(status === 'inquiry' ? { platformInquiryId: `INQ-${9000 + index}` } : {}),
              guestId: `guest-${index + 1}`,
            },
          },
        },
      };
    }),
  );
  const now = Date.now();
  const current = reservations.filter(
    (reservation) => reservation.checkOut.getTime() >= now && reservation.platform !== 'booking',
  );
  await AccessCode.insertMany(
    current.slice(0, 3).map((reservation, index) => ({
      customerId,
      reservationId: reservation._id,
      listingId: reservation.listingId,
      name: reservation.guestName,
      code: String(482_913 + index * 111_111).slice(0, 6),
      ...defaultAccessCodeWindow({
        checkIn: day(reservation.checkIn),
        checkOut: day(reservation.checkOut),
      }),
      status: 'set',
    })),
  );
}

/** A customer with one listing and one reservation to change, for the command bench. */
export async function seedCommandBench(): Promise<{ email: string; reservationId: string }> {
  const admin = await createBenchAdmin('Bench Commands');
  const listing = await Listing.create({ customerId: admin.customerId, name: 'Bench listing' });
  const reservation = await Reservation.create({
    customerId: admin.customerId,
    listingId: listing._id,
    confirmationCode: 'BENCH1',
    guestName: 'Bench Guest',
    checkIn: new Date(Date.now() + 86_400_000),
    checkOut: new Date(Date.now() + 4 * 86_400_000),
    status: 'confirmed',
    platform: 'direct',
  });
  return { email: admin.email, reservationId: reservation.id };
}
