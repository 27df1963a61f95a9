import { canEditStructure, type ProviderInvite } from '@staydesk/contracts';
import { badRequest, conflict, forbidden } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { ProviderProfile } from '../../models/provider-profile';
import { Task as TaskModel } from '../../models/task';
import { User } from '../../models/user';
import { objectIdOrNull } from '../tasks-access';
import { notifyProviders, ownTask, publishTaskChange, timelineEntry } from './common';

/**
 * POST /api/tasks/marketplace/providers/invite: structure editors invite matching providers of
 * an offered task to bid; each is told. Inviting one again tells it again.
 */
export async function inviteProviders(auth: AuthContext, input: ProviderInvite) {
  if (!canEditStructure(auth.role)) {
    throw forbidden('Only those who may change the structure of tasks can invite providers');
  }
  const task = await ownTask(auth, input.taskId);
  if (!task.marketplaceEligible) throw conflict('Offer the task on the marketplace first');
  const ids = [...new Set(input.providerIds)];
  const userIds = ids.flatMap((id) => objectIdOrNull(id) ?? []);
  const [profiles, members] = await Promise.all([
    ProviderProfile.countDocuments({ userId: { $in: userIds } }),
    task.marketplaceOffer?.public
      ? userIds.length
      : User.countDocuments({ _id: { $in: userIds }, 'memberships.customerId': task.customerId }),
  ]);
  if (userIds.length !== ids.length || profiles !== ids.length || members !== ids.length) {
    throw badRequest('providerIds: Invite only providers who may take this task');
  }
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id },
    {
      $addToSet: { invitedProviderIds: { $each: userIds } },
      $push: timelineEntry(`${auth.user.name} invited ${ids.length} provider(s) to bid`),
      $inc: { version: 1 },
    },
    { new: true },
  ).lean();
  if (updated) await publishTaskChange(updated, 'providers_invited');
  await notifyProviders({
    customerId: task.customerId,
    userIds,
    type: 'marketplace_invite',
    title: 'Invitation to bid',
    description: `${auth.user.name} invites you to bid on ${task.title}`,
    task,
  });
  return { invited: ids.length };
}
