import type { Types } from 'mongoose';
import { eventKindOfTaskCategory, type Role, type TaskCategory } from '@staydesk/contracts';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { User } from '../../models/user';

/** Candidates are looked at in this number at most: a customer has a handful of providers. */
const CANDIDATES_LIMIT = 50;

function providerRolesFor(category: TaskCategory): Role[] {
  const kind = eventKindOfTaskCategory(category);
  if (kind === 'cleaning') return ['cleaner', 'partner'];
  if (kind === 'maintenance') return ['maintenance', 'partner'];
  return ['cleaner', 'maintenance', 'partner'];
}

/**
 * The backup provider of a task: the next best provider of the customer for its kind of work,
 * who has not had the task yet. Best is who completed the most tasks of the same category at
 * the same listing; ties go by name, so the choice is the same on every API instance.
 */
export async function backupProviderOf(
  task: Pick<TaskDoc, 'customerId' | 'listingId' | 'category' | 'assignments'>,
): Promise<{ _id: Types.ObjectId; name: string } | null> {
  const excluded = task.assignments.map((assignment) => assignment.userId);
  const candidates = await User.find(
    {
      _id: { $nin: excluded },
      memberships: {
        $elemMatch: {
          customerId: task.customerId,
          active: true,
          roles: { $in: providerRolesFor(task.category as TaskCategory) },
        },
      },
    },
    { name: 1 },
  )
    .limit(CANDIDATES_LIMIT)
    .lean();
  if (candidates.length === 0) return null;
  const completed = task.listingId
    ? await TaskModel.aggregate<{ _id: Types.ObjectId; count: number }>([
        {
          $match: {
            customerId: task.customerId,
            listingId: task.listingId,
            category: task.category,
            status: 'completed',
          },
        },
        { $unwind: '$assignments' },
        { $match: { 'assignments.userId': { $in: candidates.map((user) => user._id) } } },
        { $group: { _id: '$assignments.userId', count: { $sum: 1 } } },
      ])
    : [];
  const counts = new Map(completed.map((entry) => [entry._id.toString(), entry.count]));
  const score = (id: Types.ObjectId) => counts.get(id.toString()) ?? 0;
  const [best] = [...candidates].sort(
    (a, b) => score(b._id) - score(a._id) || a.name.localeCompare(b.name),
  );
  return best ? { _id: best._id, name: best.name } : null;
}
