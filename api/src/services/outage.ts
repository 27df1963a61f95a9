import {
  NO_OUTAGE,
  OUTAGE_EVENT_TYPE,
  type Outage,
  type ProviderStatus,
  type RaiseOutage,
} from '@staydesk/contracts';
import { Customer } from '../models/customer';
import { OutageState, type OutageDoc } from '../models/outage';
import { publish } from './live-events';

type StoredOutage = OutageDoc & { _id: 'provider' | 'manual' };

function present(doc: StoredOutage): Outage {
  return {
    active: true,
    source: doc._id,
    description: doc.description ?? '',
    statusPageUrl: doc.statusPageUrl ?? null,
    updatedAt: doc.updatedAt ? doc.updatedAt.toISOString() : null,
  };
}

/** The outage the banner shows: one raised by hand first, else the provider's. */
export async function currentOutage(): Promise<Outage> {
  const states = await OutageState.find({ active: true }).lean<StoredOutage[]>();
  const shown = states.find((s) => s._id === 'manual') ?? states.find((s) => s._id === 'provider');
  return shown ? present(shown) : NO_OUTAGE;
}

/**
 * Tells every customer's open shells (the live stream is per customer); there are few
 * customers and outages are rare, so one event each is cheap.
 */
async function announce(): Promise<Outage> {
  const outage = await currentOutage();
  const customers = await Customer.find({}, { _id: 1 }).lean();
  await Promise.all(
    customers.map((customer) =>
      publish({
        customerId: customer._id,
        topic: 'platform',
        type: OUTAGE_EVENT_TYPE,
        payload: outage,
      }),
    ),
  );
  return outage;
}

export async function raiseOutage(raise: RaiseOutage, raisedBy: string): Promise<Outage> {
  const provider = await OutageState.findById('provider').lean<StoredOutage>();
  await OutageState.updateOne(
    { _id: 'manual' },
    {
      $set: {
        active: true,
        description: raise.description,
        // The provider's page is the one to follow when the admin names none.
        statusPageUrl: raise.statusPageUrl ?? provider?.statusPageUrl ?? null,
        raisedBy,
        updatedAt: new Date(),
      },
    },
    { upsert: true },
  );
  return announce();
}

/** Clears both: the provider's outage comes back only when its status page changes again. */
export async function clearOutage(): Promise<Outage> {
  await OutageState.updateMany({}, { $set: { active: false, updatedAt: new Date() } });
  return announce();
}

/** Records a polled status; the banner moves only when the provider's state changed. */
export async function recordProviderStatus(status: ProviderStatus): Promise<void> {
  const previous = await OutageState.findById('provider').lean<StoredOutage>();
  const changed = (previous?.providerDown ?? false) !== status.down;
  await OutageState.updateOne(
    { _id: 'provider' },
    {
      $set: {
        providerDown: status.down,
        description: status.description,
        statusPageUrl: status.statusPageUrl,
        ...((changed || !previous) && { active: status.down, updatedAt: new Date() }),
      },
    },
    { upsert: true },
  );
  if (changed) await announce();
}
