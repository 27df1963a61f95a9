import type { Types } from 'mongoose';
import {
  CSRF_HEADER,
  REQUIRED_ITEMS_INCOMPLETE,
  STALE_WRITE_MESSAGE,
  type Role,
} from '@staydesk/contracts';
import { LiveEventModel } from '../../models/live-event';
import { Tag } from '../../models/tag';
import { Task } from '../../models/task';
import { TaskEvent } from '../../models/task-event';
import { User } from '../../models/user';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const ROLES: Role[] = [
  'admin',
  'concierge',
  'cleaner',
  'maintenance',
  'partner',
  'inspector',
  'accountant',
];

let users: Map<Role, Types.ObjectId>;
let customerId: Types.ObjectId;
let colleagueId: Types.ObjectId;
let strangerPartnerId: Types.ObjectId;

/** Another partner user of the customer, working for the given company. */
async function partnerOfCompany(name: string, companyId: string): Promise<Types.ObjectId> {
  const user = await User.create({
    email: `${name}@seaside.test`,
    name,
    passwordHash: 'not used',
    companyId,
    memberships: [{ customerId, roles: ['partner'], active: true }],
  });
  return user._id;
}

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ROLES);
  await createCustomerWithUsers('Mountain', ['admin']);
  users = seaside.users;
  customerId = seaside.customerId;
  await User.updateOne({ _id: users.get('partner') }, { $set: { companyId: 'sparkle' } });
  colleagueId = await partnerOfCompany('colleague', 'sparkle');
  strangerPartnerId = await partnerOfCompany('stranger', 'other-co');
});

const as = async (role: Role | string) => {
  const email = role.includes('@') ? role : `${role}@seaside.test`;
  const { agent, csrf } = await signedInAgent(api.server, email);
  return {
    get: (url: string) => agent.get(url),
    patch: (url: string, body: object) => agent.patch(url).set(CSRF_HEADER, csrf).send(body),
    post: (url: string, body: object) => agent.post(url).set(CSRF_HEADER, csrf).send(body),
    delete: (url: string) => agent.delete(url).set(CSRF_HEADER, csrf),
  };
};

async function taskAssignedTo(userId: Types.ObjectId | null, extra: object = {}) {
  const task = await Task.create({
    customerId,
    title: `Task of ${userId?.toString() ?? 'nobody'}`,
    category: 'cleaning',
    priority: 'medium',
    dueDate: new Date('2026-12-10T10:00:00Z'),
    assignments: userId ? [{ userId }] : [],
    ...extra,
  });
  return task._id.toString();
}

describe('PATCH /api/tasks: the role table', () => {
  it('lets each role change what the table gives it, on tasks assigned to it or not', async () => {
    const outcome: Record<string, number> = {};
    for (const role of ROLES) {
      const client = await as(role);
      for (const assigned of [true, false]) {
        const id = await taskAssignedTo(assigned ? users.get(role)! : null);
        const description = await client.patch(`/api/tasks?taskId=${id}`, {
          version: 0,
          description: 'New notes',
        });
        const priority = await client.patch(`/api/tasks?taskId=${id}`, {
          version: description.status === 200 ? 1 : 0,
          priority: 'urgent',
        });
        outcome[`${role} ${assigned ? 'assigned' : 'unassigned'}`] =
          description.status * 1000 + priority.status;
      }
    }
    expect(outcome).toEqual({
      'admin assigned': 200_200,
      'admin unassigned': 200_200,
      // Concierges edit structure only.
      'concierge assigned': 403_403,
      'concierge unassigned': 403_403,
      // Providers change their own tasks, never the priority; others' are not theirs to see.
      'cleaner assigned': 200_403,
      'cleaner unassigned': 404_404,
      'maintenance assigned': 200_403,
      'maintenance unassigned': 404_404,
      'partner assigned': 200_403,
      'partner unassigned': 404_404,
      'inspector assigned': 200_403,
      'inspector unassigned': 404_404,
      'accountant assigned': 403_403,
      'accountant unassigned': 403_403,
    });
  });

  it("lets a partner change its company's tasks but not another company's", async () => {
    const partner = await as('partner');
    const colleagues = await taskAssignedTo(colleagueId);
    const strangers = await taskAssignedTo(strangerPartnerId);
    await partner
      .patch(`/api/tasks?taskId=${colleagues}`, { version: 0, description: 'x' })
      .expect(200);
    await partner
      .patch(`/api/tasks?taskId=${strangers}`, { version: 0, description: 'x' })
      .expect(404);
    const handOver = await partner.patch(`/api/tasks?taskId=${colleagues}`, {
      version: 1,
      assignedTo: strangerPartnerId.toString(),
    });
    expect(handOver.status).toBe(400);
    expect(handOver.body.error.message).toBe('assignedTo: Choose a user of your own company');
  });

  it("answers another customer's admin 404 and changes nothing", async () => {
    const id = await taskAssignedTo(null);
    const mountain = await as('admin@mountain.test');
    await mountain.patch(`/api/tasks?taskId=${id}`, { version: 0, priority: 'low' }).expect(404);
    expect((await Task.findById(id).lean())?.priority).toBe('medium');
  });
});

describe('PATCH /api/tasks: changes', () => {
  it('refuses a stale version with 409 and the current task, overwriting nothing', async () => {
    const id = await taskAssignedTo(null);
    const admin = await as('admin');
    await admin.patch(`/api/tasks?taskId=${id}`, { version: 0, priority: 'high' }).expect(200);
    const stale = await admin.patch(`/api/tasks?taskId=${id}`, { version: 0, priority: 'low' });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toEqual({ code: 'conflict', message: STALE_WRITE_MESSAGE });
    expect(stale.body.task).toMatchObject({ priority: 'high', version: 1 });
  });

  it('refuses completion while a required item is open, then completes and reopens', async () => {
    const id = await taskAssignedTo(null, {
      checklist: [{ title: 'Strip beds', required: true }, { title: 'Optional' }],
    });
    const admin = await as('admin');
    const refused = await admin.patch(`/api/tasks?taskId=${id}`, {
      version: 0,
      status: 'completed',
    });
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(REQUIRED_ITEMS_INCOMPLETE);
    const itemId = (await Task.findById(id).lean())!.checklist[0]!._id.toString();
    await admin
      .patch(`/api/tasks/checklists?taskId=${id}&itemId=${itemId}`, { completed: true })
      .expect(200);
    const done = await admin.patch(`/api/tasks?taskId=${id}`, { version: 1, status: 'completed' });
    expect(done.status).toBe(200);
    expect(done.body.task.completed_at).toEqual(expect.any(String));
    const reopened = await admin.patch(`/api/tasks?taskId=${id}`, { version: 2, status: 'todo' });
    expect(reopened.body.task).toMatchObject({ status: 'todo', completed_at: null });
  });

  it('defaults the approval deadline to 48 h before the due date', async () => {
    const id = await taskAssignedTo(null);
    const admin = await as('admin');
    const response = await admin
      .patch(`/api/tasks?taskId=${id}`, { version: 0, requiresApproval: true })
      .expect(200);
    expect(response.body.task.approval_deadline).toBe('2026-12-08T10:00:00.000Z');
  });

  it('assigns a user of the customer as a pending assignment, and refuses anyone else', async () => {
    const id = await taskAssignedTo(null, { requiresAcceptance: true });
    const admin = await as('admin');
    const response = await admin
      .patch(`/api/tasks?taskId=${id}`, {
        version: 0,
        assignedTo: users.get('cleaner')!.toString(),
      })
      .expect(200);
    expect(response.body.task.assignments).toEqual([
      expect.objectContaining({
        user_id: users.get('cleaner')!.toString(),
        user_name: 'Seaside cleaner',
        status: 'pending',
        acceptance_status: 'pending',
        role_type: 'cleaner',
      }),
    ]);
    expect(response.body.task.acceptance_deadline).toEqual(expect.any(String));
    const foreign = await admin.patch(`/api/tasks?taskId=${id}`, {
      version: 1,
      assignedTo: '64b7f0c2a1b2c3d4e5f60718',
    });
    expect(foreign.status).toBe(400);
  });

  it('writes one timeline event per change and publishes it live', async () => {
    const id = await taskAssignedTo(null);
    const admin = await as('admin');
    const before = await LiveEventModel.countDocuments({ topic: 'tasks', 'payload.taskId': id });
    await admin.patch(`/api/tasks?taskId=${id}`, {
      version: 0,
      priority: 'high',
      category: 'laundry',
    });
    const events = await TaskEvent.find({ taskId: id }).lean();
    expect(events.map((event) => [event.type, event.description])).toEqual([
      ['updated', 'Updated category, priority'],
    ]);
    expect(await LiveEventModel.countDocuments({ topic: 'tasks', 'payload.taskId': id })).toBe(
      before + 1,
    );
    const read = await admin.get(`/api/tasks?taskId=${id}`).expect(200);
    expect(read.body.task.timeline[0]).toMatchObject({
      type: 'updated',
      user_name: 'Seaside admin',
    });
  });

  it('converts a subtask to a task', async () => {
    const parent = await taskAssignedTo(null);
    const admin = await as('admin');
    const created = await admin
      .post(`/api/tasks?customerId=${customerId.toString()}&taskId=${parent}`, { title: ' Sweep ' })
      .expect(201);
    const converted = await admin
      .patch(`/api/tasks?taskId=${created.body.task.id}`, { version: 0, convertToTask: true })
      .expect(200);
    expect(converted.body.task).toMatchObject({ is_subtask: false, parent_task_id: null });
  });
});

describe('tags', () => {
  it('adds a trimmed tag once per name in any case, counts it, and removes it', async () => {
    const first = await taskAssignedTo(null);
    const second = await taskAssignedTo(null);
    const admin = await as('admin');
    const added = await admin
      .patch(`/api/tasks?taskId=${first}`, {
        tagOperation: 'add',
        tagName: '  VIP  ',
        tagColor: '#ef4444',
      })
      .expect(200);
    expect(added.body.task.tags).toEqual([
      { id: expect.any(String), name: 'VIP', color: '#ef4444' },
    ]);
    const reused = await admin
      .patch(`/api/tasks?taskId=${second}`, { tagOperation: 'add', tagName: 'vip' })
      .expect(200);
    expect(reused.body.task.tags[0].id).toBe(added.body.task.tags[0].id);
    expect(await Tag.countDocuments({ customerId })).toBe(1);
    const list = await admin.get('/api/tasks?fetchTags=true').expect(200);
    expect(list.body.tags).toEqual([expect.objectContaining({ name: 'VIP', count: 2 })]);
    for (const bad of [
      { tagName: '   ' },
      { tagName: 'x'.repeat(21) },
      { tagName: 'ok', tagColor: '#123456' },
    ]) {
      await admin.patch(`/api/tasks?taskId=${first}`, { tagOperation: 'add', ...bad }).expect(400);
    }
    const removed = await admin
      .patch(`/api/tasks?taskId=${first}`, {
        tagOperation: 'remove',
        tagId: added.body.task.tags[0].id,
      })
      .expect(200);
    expect(removed.body.task.tags).toEqual([]);
    expect((await Tag.findOne({ customerId }).lean())?.count).toBe(1);
  });
});

describe('checklists and subtasks', () => {
  it('adds items for structure roles only and never deletes a required one', async () => {
    const id = await taskAssignedTo(users.get('cleaner')!, {
      checklist: [{ title: 'Strip beds', required: true }],
    });
    await (
      await as('cleaner')
    )
      .post('/api/tasks/checklists', { taskId: id, title: 'Mop' })
      .expect(403);
    const concierge = await as('concierge');
    const added = await concierge
      .post('/api/tasks/checklists', { taskId: id, title: '  Mop  ' })
      .expect(201);
    const mop = added.body.task.checklist.find((item: { title: string }) => item.title === 'Mop');
    expect(mop).toMatchObject({ section: 'Other', required: false });
    const requiredId = added.body.task.checklist[0].id;
    const refused = await concierge.delete(
      `/api/tasks/checklists?taskId=${id}&itemId=${requiredId}`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe(
      "'Strip beds' is a required checklist item and cannot be deleted",
    );
    await concierge.delete(`/api/tasks/checklists?taskId=${id}&itemId=${mop.id}`).expect(200);
    const ticked = await (
      await as('cleaner')
    )
      .patch(`/api/tasks/checklists?taskId=${id}&itemId=${requiredId}`, { completed: true })
      .expect(200);
    expect(ticked.body.task.checklist[0]).toMatchObject({
      completed: true,
      completed_by: users.get('cleaner')!.toString(),
    });
  });

  it('gives a subtask category other, priority normal and a due date a day before its parent', async () => {
    const parent = await taskAssignedTo(null);
    const admin = await as('admin');
    const url = `/api/tasks?customerId=${customerId.toString()}&taskId=${parent}`;
    const first = await admin.post(url, { title: 'Refill soap' }).expect(201);
    expect(first.body.task).toMatchObject({
      category: 'other',
      priority: 'normal',
      is_subtask: true,
      parent: { id: parent, title: expect.any(String) },
      subtask_order: 0,
      due_date: '2026-12-09T10:00:00.000Z',
    });
    const second = await admin.post(url, { title: 'Check towels' }).expect(201);
    expect(second.body.task.subtask_order).toBe(1);
    const nested = await admin.post(
      `/api/tasks?customerId=${customerId.toString()}&taskId=${first.body.task.id}`,
      { title: 'Deeper' },
    );
    expect(nested.status).toBe(400);
    await (await as('cleaner')).post(url, { title: 'Nope' }).expect(403);
    const read = await admin.get(`/api/tasks?taskId=${parent}`).expect(200);
    expect(read.body.task.subtasks.map((subtask: { title: string }) => subtask.title)).toEqual([
      'Refill soap',
      'Check towels',
    ]);
  });
});

describe('assignment respond', () => {
  it('lets the assignee accept a pending assignment once', async () => {
    const id = await taskAssignedTo(users.get('maintenance')!);
    const assignmentId = (await Task.findById(id).lean())!.assignments[0]!._id.toString();
    const url = `/api/tasks/assignments/${assignmentId}/respond`;
    await (await as('cleaner')).post(url, { accept: true }).expect(404);
    const maintenance = await as('maintenance');
    const accepted = await maintenance
      .post(url, { accept: true, notes: 'Tomorrow 9am' })
      .expect(200);
    expect(accepted.body.task.assignments[0]).toMatchObject({
      acceptance_status: 'accepted',
      notes: 'Tomorrow 9am',
    });
    await maintenance.post(url, { accept: false }).expect(409);
  });

  it('refuses an answer once the task is completed, and changes nothing', async () => {
    const id = await taskAssignedTo(users.get('maintenance')!, { status: 'completed' });
    const assignmentId = (await Task.findById(id).lean())!.assignments[0]!._id.toString();
    const refused = await (
      await as('maintenance')
    )
      .post(`/api/tasks/assignments/${assignmentId}/respond`, { accept: true })
      .expect(409);
    expect(refused.body.error).toEqual({ code: 'conflict', message: 'This task is completed' });
    expect((await Task.findById(id).lean())!.assignments[0]!.acceptanceStatus).toBe('pending');
  });
});

describe('PATCH /api/tasks/bulk', () => {
  it('changes each task as if patched alone and lists the refused ones', async () => {
    const open = await taskAssignedTo(null);
    const unfinished = await taskAssignedTo(null, {
      checklist: [{ title: 'Lock up', required: true }],
    });
    const admin = await as('admin');
    const response = await admin
      .patch('/api/tasks/bulk', { taskIds: [open, unfinished], status: 'completed' })
      .expect(200);
    expect(response.body).toEqual({
      updated: [open],
      refused: [{ id: unfinished, message: REQUIRED_ITEMS_INCOMPLETE }],
    });
    const assigned = await admin
      .patch('/api/tasks/bulk', {
        taskIds: [open, unfinished],
        assignedTo: users.get('cleaner')!.toString(),
      })
      .expect(200);
    expect(assigned.body.updated).toEqual([open, unfinished]);
    expect(await TaskEvent.countDocuments({ taskId: unfinished, type: 'assigned' })).toBe(1);
  });

  it("changes nothing when one of the tasks is not the caller's to see", async () => {
    const own = await taskAssignedTo(null);
    const mountainTask = await Task.create({
      customerId: (await User.findOne({ email: 'admin@mountain.test' }).lean())!.memberships[0]!
        .customerId,
      title: 'Elsewhere',
      category: 'other',
      priority: 'low',
    });
    const admin = await as('admin');
    await admin
      .patch('/api/tasks/bulk', { taskIds: [own, mountainTask._id.toString()], status: 'blocked' })
      .expect(404);
    expect((await Task.findById(own).lean())?.status).toBe('todo');
  });
});
