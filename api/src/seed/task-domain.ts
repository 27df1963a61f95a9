import type { Types } from 'mongoose';
import {
  addLocalDays,
  instantIn,
  localDateTimeIn,
  type Role,
  type TaskCategory,
} from '@staydesk/contracts';
import { ProviderRate } from '../models/provider-rate';
import { Tag } from '../models/tag';
import { Task, type TaskDoc } from '../models/task';
import { TaskEvent } from '../models/task-event';
import { Automation, ChecklistTemplate } from '../models/task-templates';
import { User } from '../models/user';
import { stepGuide } from './demo-field-day';
import { CHECKLISTS, PEOPLE } from './fixtures';
import {
  AUTOMATIONS,
  CHECKLIST_TEMPLATES,
  FIELD_DAYS,
  PARTNER_CREWS,
  PROVIDER_RATES,
  TAGS,
} from './task-fixtures';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** Templates, automations, tags, provider rates and the partner crews of the demo customer. */
export async function seedTaskCatalog(
  customerId: Types.ObjectId,
  userIds: ReadonlyMap<Role, Types.ObjectId>,
  passwordHash: string,
) {
  const [tags] = await Promise.all([
    Tag.insertMany(TAGS.map((tag) => ({ customerId, ...tag, key: tag.name.toLowerCase() }))),
    ChecklistTemplate.insertMany(
      CHECKLIST_TEMPLATES.map((template) => ({
        ...template,
        customerId: template.isGlobal ? null : customerId,
        items: template.items.map((item, order) => ({ ...item, order })),
      })),
    ),
    Automation.insertMany(AUTOMATIONS.map((automation) => ({ customerId, ...automation }))),
    ProviderRate.insertMany(
      Object.entries(PROVIDER_RATES).map(([role, rate]) => ({
        customerId,
        userId: userIds.get(role as Role),
        ...rate,
      })),
    ),
    User.insertMany(
      PARTNER_CREWS.map((crew) => ({
        ...crew,
        passwordHash,
        emailVerified: true,
        memberships: [{ customerId, roles: ['partner'], active: true }],
      })),
    ),
  ]);
  return { tagIds: tags.map((tag) => tag._id) };
}

/** The demo checklist of a task of that category. */
export const checklistOf = (category: TaskCategory) =>
  (category === 'maintenance'
    ? CHECKLISTS.fix
    : category === 'inspection'
      ? CHECKLISTS.inspect
      : CHECKLISTS.clean
  ).map((item) => ({
    title: item.title,
    section: item.section,
    required: item.required ?? false,
    photoRequired: item.photo ?? false,
    ...stepGuide(item.title),
  }));

/** Today's and tomorrow's work of each field account, at the listings in turn. */
export function fieldDayTasks(
  customer: { _id: Types.ObjectId; timeZone: string },
  userIds: ReadonlyMap<Role, Types.ObjectId>,
  listings: ReadonlyArray<{ _id: Types.ObjectId; name: string; timeZone?: string | null }>,
  now: Date,
) {
  const customerId = customer._id;
  return Object.entries(FIELD_DAYS).flatMap(([role, day], roleIndex) =>
    (day ?? []).map(([offset, hour, category, title], index) => {
      const listing = listings[(roleIndex * 3 + index) % listings.length]!;
      // The hours of a working day on the property's clock: 9:00 is 9:00 where the work is.
      const zone = listing.timeZone ?? customer.timeZone;
      const today = localDateTimeIn(now, zone).slice(0, 10);
      const atHour = instantIn(`${today}T${String(hour).padStart(2, '0')}:00`, zone);
      const due = addLocalDays(atHour, offset, zone);
      const started = offset === 0 && index === 0;
      return {
        customerId,
        title: `${title} — ${listing.name.split('·')[0]?.trim()}`,
        description: `On ${PEOPLE[role as Role].split(' ')[0]}'s route ${offset === 0 ? 'today' : 'tomorrow'}.`,
        category,
        priority: started ? 'high' : 'medium',
        status: started ? 'in_progress' : 'todo',
        dueDate: due,
        startDate: new Date(due.getTime() - 2 * HOUR_MS),
        startedAt: started ? new Date(due.getTime() - HOUR_MS) : null,
        estimatedDuration: 60 + index * 15,
        listingId: listing._id,
        createdBy: userIds.get('admin'),
        checklist: checklistOf(category),
        assignments: [
          {
            userId: userIds.get(role as Role),
            status: 'accepted',
            acceptanceStatus: 'accepted',
            roleType: role === 'inspector' ? 'inspector' : role,
          },
        ],
      };
    }),
  );
}

/** Two subtasks under a few tasks, due a day before their parent. */
export async function seedSubtasks(parents: readonly TaskDoc[]) {
  const subtasks = parents.flatMap((parent) =>
    ['Check linen stock', 'Photograph the finished rooms'].map((title, order) => ({
      customerId: parent.customerId,
      title,
      category: 'other',
      priority: 'normal',
      status: order === 0 && parent.status === 'completed' ? 'completed' : 'todo',
      dueDate: parent.dueDate ? new Date(parent.dueDate.getTime() - DAY_MS) : null,
      listingId: parent.listingId,
      parentTaskId: parent._id,
      subtaskOrder: order,
      createdBy: parent.createdBy,
    })),
  );
  return Task.insertMany(subtasks);
}

const nameOf = (people: ReadonlyMap<string, string>, id: Types.ObjectId | null | undefined) =>
  (id && people.get(id.toString())) ?? 'System';

/** A plausible history for every task: created, assigned, and its status reached. */
export async function seedTimelines(
  tasks: readonly TaskDoc[],
  people: ReadonlyMap<string, string>,
) {
  const events = tasks.flatMap((task) => {
    const created = new Date((task.dueDate ?? task.createdAt).getTime() - 3 * DAY_MS);
    const assignee = task.assignments[0];
    const entries: Array<{
      type: string;
      description: string;
      userId: Types.ObjectId | null | undefined;
      userName: string;
      userRole: string | null;
      createdAt: Date;
    }> = [
      {
        type: 'created',
        description: `${nameOf(people, task.createdBy)} created the task`,
        userId: task.createdBy,
        userName: nameOf(people, task.createdBy),
        userRole: 'admin',
        createdAt: created,
      },
    ];
    if (assignee) {
      entries.push({
        type: 'assigned',
        description: `Assigned to ${nameOf(people, assignee.userId)}`,
        userId: task.createdBy,
        userName: nameOf(people, task.createdBy),
        userRole: 'admin',
        createdAt: new Date(created.getTime() + HOUR_MS),
      });
    }
    if (task.status !== 'todo') {
      entries.push({
        type: 'status_changed',
        description: `Status changed from todo to ${task.status}`,
        userId: assignee?.userId ?? task.createdBy,
        userName: nameOf(people, assignee?.userId ?? task.createdBy),
        userRole: null,
        createdAt: new Date(created.getTime() + DAY_MS),
      });
    }
    return entries.map((entry) => ({ ...entry, customerId: task.customerId, taskId: task._id }));
  });
  await TaskEvent.insertMany(events);
}

/** Each tag's count: how many tasks carry it. */
export async function countTags(customerId: Types.ObjectId, tagIds: readonly Types.ObjectId[]) {
  const counts = await Promise.all(
    tagIds.map((tagId) => Task.countDocuments({ customerId, tagIds: tagId })),
  );
  await Tag.bulkWrite(
    tagIds.map((tagId, index) => ({
      updateOne: { filter: { _id: tagId }, update: { $set: { count: counts[index] } } },
    })),
  );
}
