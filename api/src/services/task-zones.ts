import type { Types } from 'mongoose';
import { Customer } from '../models/customer';
import { Listing } from '../models/listing';

// A task's local date-times are read in its listing's time zone, the customer's where there is
// no listing (or the listing has none): never in the server's (ARCHITECTURE.md, 'Time').

/** The zone where a customer's tasks without a listing are. */
export async function customerTimeZone(customerId: Types.ObjectId): Promise<string> {
  const customer = await Customer.findById(customerId, { timeZone: 1 }).lean();
  return customer?.timeZone ?? 'UTC';
}

/** A listing's own zone, else its customer's. */
export const listingTimeZone = (
  listing: { timeZone?: string | null } | null | undefined,
  customerZone: string,
): string => listing?.timeZone ?? customerZone;

/** The zone of a task (or of a task about to be made) of this customer and listing. */
export async function taskTimeZone(task: {
  customerId: Types.ObjectId;
  listingId?: Types.ObjectId | null;
}): Promise<string> {
  const [listing, customerZone] = await Promise.all([
    task.listingId
      ? Listing.findOne(
          { _id: task.listingId, customerId: task.customerId },
          { timeZone: 1 },
        ).lean()
      : null,
    customerTimeZone(task.customerId),
  ]);
  return listingTimeZone(listing, customerZone);
}
