import { CSRF_HEADER } from '@staydesk/contracts';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let taskId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin']);
  const task = await Task.create({
    customerId: seaside.customerId,
    title: 'Turnover clean',
    description: 'As it was',
    category: 'cleaning',
    priority: 'high',
  });
  taskId = task._id.toString();
});

async function adminAgent() {
  const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
  return {
    patchTask: (body: Record<string, unknown>) =>
      agent.patch(`/api/tasks?taskId=${taskId}`).set(CSRF_HEADER, csrf).send(body),
    addSubtask: (body: Record<string, unknown>) =>
      agent.post(`/api/tasks?taskId=${taskId}`).set(CSRF_HEADER, csrf).send(body),
    createTask: (payload: Record<string, unknown>) =>
      agent
        .post('/api/commands')
        .set(CSRF_HEADER, csrf)
        .send({ action: { type: 'command', topic: 'tasks', event: 'task.create', payload } }),
    get: (url: string) => agent.get(url),
  };
}

const storedTask = async () => Task.findById(taskId).lean();

describe('validation errors name the field and the rule', () => {
  it('answers a change without its version "version: Required" and changes nothing', async () => {
    const { patchTask } = await adminAgent();
    const response = await patchTask({ description: 'Changed' }).expect(400);
    expect(response.body).toEqual({
      error: { code: 'validation_failed', message: 'version: Required' },
    });
    expect((await storedTask())?.description).toBe('As it was');
  });

  it('names the field inside the branch of the union the input was meant for', async () => {
    const { patchTask } = await adminAgent();
    const withoutName = await patchTask({ tagOperation: 'add' }).expect(400);
    expect(withoutName.body.error.message).toBe('tagName: Required');
    const unknownOperation = await patchTask({ tagOperation: 'rename', tagId: 'a' }).expect(400);
    expect(unknownOperation.body.error.message).toBe('tagOperation: must be one of add, remove');
    const badPriority = await patchTask({ version: 0, priority: 'someday' }).expect(400);
    expect(badPriority.body.error.message).toBe(
      'priority: must be one of low, medium, high, urgent, normal',
    );
    const task = await storedTask();
    expect(task?.tagIds).toEqual([]);
    expect(task?.priority).toBe('high');
  });

  it('refuses a 600-character title with its limit, and creates nothing', async () => {
    const { addSubtask, createTask } = await adminAgent();
    const before = await Task.countDocuments();
    const title = 'x'.repeat(600);
    const subtask = await addSubtask({ title }).expect(400);
    expect(subtask.body).toEqual({
      error: { code: 'validation_failed', message: 'title: at most 200 characters' },
    });
    const created = await createTask({ title, priority: 'someday' }).expect(422);
    expect(created.body.error.message).toBe(
      'title: at most 200 characters; priority: must be one of low, medium, high, urgent',
    );
    expect(await Task.countDocuments()).toBe(before);
  });

  it('says the range of a number in the query', async () => {
    const { get } = await adminAgent();
    const response = await get('/api/tasks?limit=5000').expect(400);
    expect(response.body.error.message).toBe('limit: at most 200');
  });
});
