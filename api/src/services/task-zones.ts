import type { Types } from 'mongoose';
import { notFound } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Customer } from '../models/customer';
import { Listing } from '../models/listing';
import { objectIdOrNull } from './tasks-access';

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

/**
 * The zone of a task the caller is about to make for one of its customer's listings, or for
 * none: what the creation panel shows a template's due date in before anything is created.
 */
export async function newTaskTimeZone(auth: AuthContext, listingId?: string): Promise<string> {
  if (!listingId) return customerTimeZone(auth.customerObjectId);
  const id = objectIdOrNull(listingId);
  const listing = id
    ? await Listing.findOne({ _id: id, customerId: auth.customerObjectId }, { timeZone: 1 }).lean()
    : null;
  if (!listing) throw notFound('Listing');
  return listingTimeZone(listing, await customerTimeZone(auth.customerObjectId));
}
