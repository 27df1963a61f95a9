import { CSRF_HEADER } from '@staydesk/contracts';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Seaside', ['admin', 'accountant']);
});

const command = (event: string, payload: Record<string, unknown>) => ({
  action: { type: 'command', topic: 'tasks', event, payload },
});

/** Starts POST /api/commands requests as the given user, CSRF token included. */
async function commandsAs(email = 'admin@seaside.test') {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return () => agent.post('/api/commands').set(CSRF_HEADER, csrf);
}

describe('POST /api/commands', () => {
  it('creates a task with task.create and answers {success, data, error}', async () => {
    const postCommand = await commandsAs();
    const response = await postCommand()
      .send(command('task.create', { title: '  Fix the gate  ', dueDate: '2026-12-24T09:30' }))
      .expect(200);
    expect(response.body).toMatchObject({
      success: true,
      error: null,
      data: {
        taskId: expect.any(String),
        task: {
          title: 'Fix the gate',
          category: 'cleaning',
          priority: 'medium',
          marketplace_eligible: true,
          timeline: [expect.objectContaining({ type: 'created' })],
        },
      },
    });
    expect(await Task.countDocuments({ title: 'Fix the gate' })).toBe(1);
  });

  it('names an unknown event clearly', async () => {
    const postCommand = await commandsAs();
    const response = await postCommand().send(command('task.teleport', {})).expect(400);
    expect(response.body.error).toEqual({
      code: 'unknown_command',
      message: expect.stringContaining("Unknown command event 'task.teleport'"),
    });
  });

  it('refuses an invalid draft with 422 and creates nothing', async () => {
    const before = await Task.countDocuments();
    const postCommand = await commandsAs();
    const response = await postCommand()
      .send(command('task.create', { title: '   ' }))
      .expect(422);
    expect(response.body).toEqual({
      error: { code: expect.any(String), message: 'title: Title is required' },
    });
    expect(await Task.countDocuments()).toBe(before);
  });

  it('refuses a due date that does not exist with 422 instead of failing', async () => {
    const postCommand = await commandsAs();
    for (const dueDate of ['2026-99-99T99:99', '2026-02-30T10:00']) {
      const response = await postCommand()
        .send(command('task.create', { title: 'Due never', dueDate }))
        .expect(422);
      expect(response.body.error.message).toMatch(/^dueDate: /);
    }
    expect(await Task.countDocuments({ title: 'Due never' })).toBe(0);
  });

  it('refuses an Idempotency-Key header sent empty, as any malformed key', async () => {
    const postCommand = await commandsAs();
    const response = await postCommand()
      .set('Idempotency-Key', '')
      .send(command('task.create', { title: 'Keyed' }))
      .expect(400);
    expect(response.body.error.code).toBe('validation_failed');
    expect(await Task.countDocuments({ title: 'Keyed' })).toBe(0);
  });

  it("refuses a parent task of another customer's as 'Parent task not found'", async () => {
    const postCommand = await commandsAs();
    const response = await postCommand()
      .send(command('task.create', { title: 'Sub', subtaskOf: '64b7f0c2a1b2c3d4e5f60718' }))
      .expect(422);
    expect(response.body.error.message).toBe('Parent task not found');
    expect(await Task.countDocuments({ title: 'Sub' })).toBe(0);
  });

  it('refuses a role that may not run the command', async () => {
    const postCommand = await commandsAs('accountant@seaside.test');
    const response = await postCommand()
      .send(command('task.create', { title: 'Nope' }))
      .expect(403);
    expect(response.body.error.code).toBe('forbidden');
  });

  it('answers malformed JSON with a 400 JSON error', async () => {
    const postCommand = await commandsAs();
    const response = await postCommand()
      .set('content-type', 'application/json')
      .send('{"action": ')
      .expect(400);
    expect(response.body).toEqual({
      error: { code: 'bad_request', message: 'Malformed JSON body' },
    });
  });
});
