import { CSRF_HEADER, taskSchema } from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { Notification } from '../../models/notification';
import { Task } from '../../models/task';
import { storeAttachment } from '../../services/attachments';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import { samplePhoto } from '../../../test/sample-files';

let customerId: Types.ObjectId;
let users: Map<string, Types.ObjectId>;
let otherTaskId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', [
    'admin',
    'cleaner',
    'maintenance',
    'concierge',
  ]);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  customerId = seaside.customerId;
  users = seaside.users as Map<string, Types.ObjectId>;
  otherTaskId = (
    await Task.create({
      customerId: mountain.customerId,
      title: 'Secret task',
      category: 'other',
      priority: 'low',
    })
  )._id.toString();
});

/** A started cleaning task assigned to the cleaner, with one photo uploaded to it. */
async function newTask(overrides: Record<string, unknown> = {}) {
  const task = await Task.create({
    customerId,
    title: 'Turnover clean',
    category: 'cleaning',
    priority: 'medium',
    status: 'in_progress',
    startedAt: new Date(),
    assignments: [{ userId: users.get('cleaner'), status: 'accepted' }],
    ...overrides,
  });
  const photo = await storeAttachment(
    { customerId, taskId: task._id, uploaderId: users.get('cleaner')! },
    'leak.jpg',
    await samplePhoto(),
  );
  return { id: task._id.toString(), photo: { url: photo.url } };
}

async function as(role: string) {
  const { agent, csrf } = await signedInAgent(api.server, `${role}@seaside.test`);
  return {
    report: (taskId: string, body: object) =>
      agent.post(`/api/tasks/${taskId}/issues`).set(CSRF_HEADER, csrf).send(body),
    resolve: (taskId: string, issueId: string) =>
      agent
        .patch(`/api/tasks/${taskId}/issues`)
        .set(CSRF_HEADER, csrf)
        .send({ issueId, action: 'resolve' }),
    followUp: (taskId: string, issueId: string) =>
      agent.post(`/api/tasks/${taskId}/issues/follow-up`).set(CSRF_HEADER, csrf).send({ issueId }),
    complete: async (taskId: string) =>
      agent
        .patch(`/api/tasks?taskId=${taskId}`)
        .set(CSRF_HEADER, csrf)
        .send({ status: 'completed', version: (await stored(taskId)).version }),
    read: async (taskId: string) =>
      taskSchema.parse((await agent.get(`/api/tasks?taskId=${taskId}`).expect(200)).body.task),
  };
}

const stored = async (id: string) => (await Task.findById(id).lean())!;

describe('POST /api/tasks/{id}/issues', () => {
  it('records the issue with its evidence and blocks the task until it is resolved', async () => {
    const task = await newTask();
    const cleaner = await as('cleaner');
    const { body } = await cleaner
      .report(task.id, {
        type: 'damage',
        description: '  Water under the sink  ',
        location: 'Kitchen',
        photos: [task.photo],
        isBlocking: true,
      })
      .expect(201);
    const read = await cleaner.read(task.id);
    expect(read.status).toBe('blocked');
    expect(read.issues).toEqual([
      expect.objectContaining({
        id: body.issueId,
        type: 'damage',
        title: 'Damage Found',
        description: 'Water under the sink',
        status: 'reported',
        is_blocking: true,
        location: 'Kitchen',
        photos: [{ url: task.photo.url, caption: null }],
      }),
    ]);
    expect(read.timeline.map((event) => event.type)).toContain('issue_reported');
    expect(
      await Notification.countDocuments({ customerId, title: 'Blocking issue reported' }),
    ).toBe(1);

    const admin = await as('admin');
    const refused = await admin.complete(task.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/blocking issue/);

    await admin.resolve(task.id, body.issueId).expect(200);
    const after = await admin.read(task.id);
    expect(after.status).toBe('in_progress');
    expect(after.issues[0]).toMatchObject({ status: 'resolved' });
    expect(await Notification.countDocuments({ customerId, title: 'Issue resolved' })).toBe(1);
    await admin.resolve(task.id, body.issueId).expect(409);
  });

  it('refuses a report without evidence, or with more than 10 files, and changes nothing', async () => {
    const task = await newTask();
    const cleaner = await as('cleaner');
    const bare = await cleaner.report(task.id, {
      type: 'other',
      description: 'Noise',
      isBlocking: true,
    });
    expect(bare.status).toBe(400);
    expect(bare.body.error.message).toMatch(/at least one photo/);
    const many = await cleaner.report(task.id, {
      type: 'other',
      photos: Array.from({ length: 11 }, () => task.photo),
    });
    expect(many.status).toBe(400);
    const foreign = await cleaner.report(task.id, {
      type: 'other',
      photos: [{ url: '/api/tasks/attachments/64b7f0c2a1b2c3d4e5f60718' }],
    });
    expect(foreign.status).toBe(400);
    const unchanged = await stored(task.id);
    expect(unchanged.issues).toHaveLength(0);
    expect(unchanged.status).toBe('in_progress');
  });

  it('files an access problem under access, blocking by default; an unstarted task returns to do', async () => {
    const task = await newTask({ status: 'todo', startedAt: null });
    const cleaner = await as('cleaner');
    const { body } = await cleaner
      .report(task.id, { type: 'access_problem', location: 'Garden', photos: [task.photo] })
      .expect(201);
    const issue = (await cleaner.read(task.id)).issues[0];
    expect(issue).toMatchObject({ location: 'access', is_blocking: true, title: 'Access Problem' });
    await cleaner.resolve(task.id, body.issueId).expect(200);
    expect((await stored(task.id)).status).toBe('todo');
  });

  it('shows a subtask issue on its parent with the subtask title, resolved on both at once', async () => {
    const parent = await newTask({ title: 'Deep clean' });
    const sub = await newTask({ title: 'Oven', parentTaskId: parent.id, subtaskOrder: 0 });
    const cleaner = await as('cleaner');
    const { body } = await cleaner
      .report(sub.id, { type: 'missing_supplies', photos: [sub.photo], isBlocking: true })
      .expect(201);
    const onParent = (await cleaner.read(parent.id)).issues[0];
    expect(onParent).toMatchObject({ id: body.issueId, isFromSubtask: true, subtaskTitle: 'Oven' });
    expect((await stored(parent.id)).status).toBe('blocked');
    await (await as('admin')).resolve(parent.id, body.issueId).expect(200);
    expect((await stored(sub.id)).issues[0]?.status).toBe('resolved');
    expect((await stored(sub.id)).status).toBe('in_progress');
    expect((await stored(parent.id)).status).toBe('in_progress');
  });

  it('lets only the assigned provider or an editor report or resolve, and hides other customers', async () => {
    const task = await newTask();
    const report = { type: 'other', photos: [task.photo] };
    await (await as('maintenance')).report(task.id, report).expect(404);
    const { body } = await (await as('concierge')).report(task.id, report).expect(201);
    await (await as('maintenance')).resolve(task.id, body.issueId).expect(404);
    await (await as('admin')).report(otherTaskId, report).expect(404);
    expect((await stored(task.id)).issues).toHaveLength(1);
  });
});

describe('POST /api/tasks/{id}/issues/follow-up', () => {
  it('makes an urgent task for a blocking issue and a high one otherwise, in the mapped category', async () => {
    const task = await newTask();
    const cleaner = await as('cleaner');
    const blocking = await cleaner
      .report(task.id, { type: 'missing_supplies', photos: [task.photo], isBlocking: true })
      .expect(201);
    const minor = await cleaner
      .report(task.id, { type: 'damage', photos: [task.photo], isBlocking: false })
      .expect(201);
    await cleaner.followUp(task.id, blocking.body.issueId).expect(403);
    const admin = await as('admin');
    const first = await admin.followUp(task.id, blocking.body.issueId).expect(201);
    expect(await admin.read(first.body.taskId)).toMatchObject({
      category: 'purchase',
      priority: 'urgent',
      metadata: expect.objectContaining({ originalIssueId: blocking.body.issueId }),
    });
    const second = await admin.followUp(task.id, minor.body.issueId).expect(201);
    expect(await admin.read(second.body.taskId)).toMatchObject({
      category: 'maintenance',
      priority: 'high',
    });
    const again = await admin.followUp(task.id, blocking.body.issueId).expect(201);
    expect(again.body.taskId).toBe(first.body.taskId);
    const issues = (await admin.read(task.id)).issues;
    expect(issues.find((issue) => issue.id === blocking.body.issueId)?.created_task_id).toBe(
      first.body.taskId,
    );
    await admin.followUp(otherTaskId, blocking.body.issueId).expect(404);
  });
});
