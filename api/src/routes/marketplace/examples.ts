import { createHash } from 'node:crypto';
import { Types } from 'mongoose';
import { SERVICE_PROVIDER_ROLES } from '@staydesk/contracts';
import type { ExampleFixture, ExampleTenant } from '../../http/example-fixture';
import { ProviderProfile } from '../../models/provider-profile';
import { Task as TaskModel } from '../../models/task';
import { User } from '../../models/user';

// The routes' example requests act on a task of their own, offered on the marketplace, that
// each example puts back in the state its request needs: one id per tenant, derived, so the
// request (built before) and the preparation agree on it.

const derivedId = (tenant: ExampleTenant, what: string) =>
  createHash('sha256').update(`${what}:${tenant.customerId}`).digest('hex').slice(0, 24);

export const exampleIds = (tenant: ExampleTenant) => ({
  taskId: derivedId(tenant, 'marketplace task'),
  bidId: derivedId(tenant, 'marketplace bid'),
  adjustmentId: derivedId(tenant, 'marketplace adjustment'),
  issueId: derivedId(tenant, 'marketplace issue'),
});

export type ExampleBid = 'none' | 'pending' | 'accepted' | 'accepted with adjustment';

/**
 * The tenant's marketplace task, offered now with instant claim, unassigned; with a pending bid
 * of the caller (or of the tenant's plain user), or an accepted one with a pending adjustment.
 * The caller gets a provider record when its role is a provider's.
 */
export async function prepareExampleTask({ caller, tenant }: ExampleFixture, bid: ExampleBid) {
  const ids = exampleIds(tenant);
  const callerUser = await User.findById(caller.userId, { memberships: 1 }).lean();
  const roles = callerUser?.memberships.flatMap((m) => m.roles) ?? [];
  const isProvider = roles.some((role) => SERVICE_PROVIDER_ROLES.includes(role));
  // Another customer's task never has the caller's bid: it could not have made one.
  const ownCustomer = callerUser?.memberships.some(
    (membership) => membership.customerId.toString() === tenant.customerId,
  );
  if (isProvider) {
    await ProviderProfile.updateOne(
      { userId: caller.userId },
      { $setOnInsert: { type: 'individual', skills: ['cleaning'], serviceAreas: [], rating: 4.5 } },
      { upsert: true },
    );
  }
  // The tenant's plain user stands for a provider an editor may invite.
  await ProviderProfile.updateOne(
    { userId: tenant.userId },
    { $setOnInsert: { type: 'company', skills: ['cleaning'], serviceAreas: [], rating: 4 } },
    { upsert: true },
  );
  const bidder = new Types.ObjectId(isProvider && ownCustomer ? caller.userId : tenant.userId);
  const now = Date.now();
  await TaskModel.deleteOne({ _id: ids.taskId });
  await TaskModel.create({
    _id: new Types.ObjectId(ids.taskId),
    customerId: new Types.ObjectId(tenant.customerId),
    listingId: new Types.ObjectId(tenant.listingId),
    title: 'Marketplace example task',
    category: 'cleaning',
    priority: 'medium',
    marketplaceEligible: true,
    marketplaceOffer: {
      visibleFrom: new Date(now - 60_000),
      expiresAt: new Date(now + 86_400_000),
      maxBidPrice: 500,
      requiredSkills: ['cleaning'],
      instantClaim: true,
      currency: 'USD',
    },
    issues: [{ _id: new Types.ObjectId(ids.issueId), title: 'Extra mess' }],
    bids:
      bid === 'none'
        ? []
        : [
            {
              _id: new Types.ObjectId(ids.bidId),
              providerId: bidder,
              status: bid === 'pending' ? 'pending' : 'accepted',
              amount: 120,
              adjustments:
                bid !== 'accepted with adjustment'
                  ? []
                  : [
                      {
                        _id: new Types.ObjectId(ids.adjustmentId),
                        issueId: ids.issueId,
                        type: 'excessive_cleaning',
                        amount: 40,
                        currency: 'USD',
                      },
                    ],
            },
          ],
  });
}
