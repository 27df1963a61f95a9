import { ANOTHER_CUSTOMERS_TASK_NOTICE, CSRF_HEADER, taskSchema } from '@staydesk/contracts';
import { Task } from '../../models/task';
import { User } from '../../models/user';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let ownTaskId: string;
let otherTaskId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner', 'maintenance']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const own = await Task.create({
    customerId: seaside.customerId,
    title: 'Turnover clean',
    category: 'cleaning',
    priority: 'high',
    dueDate: new Date('2026-12-01T10:00:00Z'),
    assignments: [{ userId: seaside.users.get('cleaner') }],
    checklist: [{ title: 'Strip beds', required: true }],
  });
  const other = await Task.create({
    customerId: mountain.customerId,
    title: 'Secret task',
    category: 'other',
    priority: 'low',
  });
  ownTaskId = own._id.toString();
  otherTaskId = other._id.toString();
});

describe('GET /api/tasks', () => {
  it('returns the task in the contract shape', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get(`/api/tasks?taskId=${ownTaskId}`).expect(200);
    const task = taskSchema.parse(response.body.task);
    expect(task).toMatchObject({
      title: 'Turnover clean',
      priority: 'high',
      status: 'todo',
      due_date: '2026-12-01T10:00:00.000Z',
    });
    expect(task.checklist).toEqual([
      expect.objectContaining({ title: 'Strip beds', required: true, completed: false }),
    ]);
  });

  it("refuses another customer's task with the permission answer, and nothing of the task", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const foreign = await agent.get(`/api/tasks?taskId=${otherTaskId}`);
    expect(foreign.status).toBe(403);
    expect(foreign.body).toEqual({
      error: { code: 'forbidden', message: 'You do not have permission to view this task' },
    });
    expect(foreign.text).not.toContain('Secret task');
    const missing = await agent.get('/api/tasks?taskId=64b7f0c2a1b2c3d4e5f60718').expect(404);
    expect(missing.body).toEqual({ error: { code: 'not_found', message: 'Task not found' } });
  });

  it("lets a super user read another customer's task, outside its own recent activity", async () => {
    await User.updateOne({ email: 'admin@seaside.test' }, { $set: { isSuperUser: true } });
    try {
      const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
      const response = await agent.get(`/api/tasks?taskId=${otherTaskId}`).expect(200);
      expect(taskSchema.parse(response.body.task)).toMatchObject({
        id: otherTaskId,
        title: 'Secret task',
      });
      const history = await agent.get('/api/dashboard/history').expect(200);
      expect(JSON.stringify(history.body)).not.toContain(otherTaskId);
    } finally {
      await User.updateOne({ email: 'admin@seaside.test' }, { $set: { isSuperUser: false } });
    }
  });

  it("refuses a super user's change to another customer's task as read-only, and changes nothing", async () => {
    await User.updateOne({ email: 'admin@seaside.test' }, { $set: { isSuperUser: true } });
    try {
      const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
      const change = await agent
        .patch(`/api/tasks?taskId=${otherTaskId}`)
        .set(CSRF_HEADER, csrf)
        .send({ version: 0, priority: 'urgent' });
      expect(change.status).toBe(403);
      expect(change.body).toEqual({
        error: { code: 'forbidden', message: ANOTHER_CUSTOMERS_TASK_NOTICE },
      });
      const tag = await agent
        .patch(`/api/tasks?taskId=${otherTaskId}`)
        .set(CSRF_HEADER, csrf)
        .send({ tagOperation: 'add', tagName: 'vip' });
      const subtask = await agent
        .post(`/api/tasks?taskId=${otherTaskId}`)
        .set(CSRF_HEADER, csrf)
        .send({ title: 'Check the smoke alarm' });
      expect([tag.status, subtask.status]).toEqual([403, 403]);
      expect(await Task.findById(otherTaskId).lean()).toMatchObject({
        priority: 'low',
        tagIds: [],
      });
      expect(await Task.countDocuments({ parentTaskId: otherTaskId })).toBe(0);
      const missing = await agent
        .patch('/api/tasks?taskId=64b7f0c2a1b2c3d4e5f60718')
        .set(CSRF_HEADER, csrf)
        .send({ version: 0, priority: 'urgent' });
      expect(missing.status).toBe(404);
    } finally {
      await User.updateOne({ email: 'admin@seaside.test' }, { $set: { isSuperUser: false } });
    }
  });

  it('answers a cleaner a task of its customer not assigned to it like a missing one', async () => {
    const unassigned = await Task.create({
      customerId: (await Task.findById(ownTaskId).lean())?.customerId,
      title: 'Not yours',
      category: 'other',
      priority: 'low',
    });
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    const response = await agent.get(`/api/tasks?taskId=${unassigned._id.toString()}`);
    expect(response.status).toBe(404);
    await Task.deleteOne({ _id: unassigned._id });
  });

  it("lists only the caller's customer's tasks", async () => {
    const { agent } = await signedInAgent(api.server, 'admin@mountain.test');
    const response = await agent.get('/api/tasks').expect(200);
    expect(response.body.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Secret task',
    ]);
  });

  it('filters by status', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const open = await agent.get('/api/tasks?status=todo,in_progress').expect(200);
    expect(open.body.tasks.map((task: { title: string }) => task.title)).toEqual([
      'Turnover clean',
    ]);
    const done = await agent.get('/api/tasks?status=completed').expect(200);
    expect(done.body.tasks).toEqual([]);
    const bad = await agent.get('/api/tasks?status=finished').expect(400);
    expect(bad.body.error.code).toBe('validation_failed');
    // Exactly what the document's pattern says: no empty list, no empty item.
    for (const status of ['', ',', 'todo,', 'todo,,completed'])
      await agent.get(`/api/tasks?status=${status}`).expect(400);
  });

  it('rejects a bad limit with a validation error', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/tasks?limit=5000').expect(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(response.body.error.message).toMatch(/^limit:/);
  });
});
