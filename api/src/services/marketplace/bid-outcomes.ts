import { Types } from 'mongoose';
import { formatMoney } from '@staydesk/contracts';
import type { TaskDoc } from '../../models/task';
import { notifyProviders } from './common';

type Bid = TaskDoc['bids'][number];

/** $set paths that decline every pending bid but the kept one, by position (no array filters). */
export function declinePending(task: Pick<TaskDoc, 'bids'>, at: Date, keep?: Bid) {
  const set: Record<string, unknown> = {};
  task.bids.forEach((bid, index) => {
    if (bid.status !== 'pending' || bid === keep) return;
    set[`bids.${index}.status`] = 'declined';
    set[`bids.${index}.decidedAt`] = at;
  });
  return set;
}

/** Tells each provider of the bids that its bid was declined, and why. */
export async function tellDeclined(task: TaskDoc, bids: readonly Bid[], why: string) {
  await Promise.all(
    bids.map((bid) =>
      notifyProviders({
        customerId: bid.providerCustomerId ?? task.customerId,
        userIds: [bid.providerId],
        type: 'bid_declined',
        title: 'Bid declined',
        description: `Your bid of ${formatMoney(bid.amount, bid.currency ?? undefined)} on ${task.title} was declined. ${why}.`,
        task,
      }),
    ),
  );
}

/** A new bid as stored: pending, or accepted at once (a claim). */
export const newBid = (input: {
  providerId: Types.ObjectId;
  providerCustomerId: Types.ObjectId;
  status: 'pending' | 'accepted';
  amount: number;
  currency: string;
  estimatedDuration: number | null | undefined;
  notes: string;
  at: Date;
}) => ({
  _id: new Types.ObjectId(),
  providerId: input.providerId,
  providerCustomerId: input.providerCustomerId,
  status: input.status,
  amount: input.amount,
  currency: input.currency,
  estimatedDuration: input.estimatedDuration ?? null,
  notes: input.notes,
  createdAt: input.at,
  decidedAt: input.status === 'pending' ? null : input.at,
  adjustments: [],
});
