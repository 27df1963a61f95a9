import {
  breakStartAnswerSchema,
  EXECUTION_REFUSALS,
  executionAnswerSchema,
  executionReadSchema,
} from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { Task } from '../../models/task';
import { TaskEvent } from '../../models/task-event';
import { TaskExecution } from '../../models/task-execution';
import { createCustomerWithUsers, withTestApi } from '../../../test/harness';
import { acceptedTask, drivenClock, executionCaller, T0 } from './testing';

const clock = drivenClock();
const advance = clock.advance;

let cleaner: Types.ObjectId;
let seasideId: Types.ObjectId;
let foreignTaskId: string;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', [
    'admin',
    'cleaner',
    'maintenance',
    'partner',
  ]);
  const mountain = await createCustomerWithUsers('Mountain', ['admin', 'cleaner']);
  seasideId = seaside.customerId;
  cleaner = seaside.users.get('cleaner')!;
  // Another customer's task the caller holds no assignment on (decision 0048: with one, it runs it).
  const foreign = await Task.create({
    customerId: mountain.customerId,
    title: 'Mountain clean',
    category: 'cleaning',
    priority: 'medium',
    assignments: [{ userId: mountain.users.get('cleaner')! }],
  });
  foreignTaskId = foreign._id.toString();
});

async function newTask(checklist: object[] = [{ title: 'Strip beds' }], extra: object = {}) {
  return (await acceptedTask(seasideId, cleaner, checklist, extra))._id.toString();
}

const as = (role: string) => executionCaller(api.server, `${role}@seaside.test`);

const runOf = (taskId: string) => TaskExecution.findOne({ taskId }).lean();

describe('the execution state machine on the server', () => {
  it('counts work and break seconds exactly through pause, resume and a break', async () => {
    const taskId = await newTask();
    const provider = await as('cleaner');
    const started = await provider.act(taskId, 'start').expect(200);
    expect(executionAnswerSchema.parse(started.body).task).toMatchObject({
      status: 'in_progress',
      started_at: new Date(T0).toISOString(),
    });
    advance(600);
    const paused = await provider.act(taskId, 'pause', { reason: 'Waiting for linen' });
    expect(paused.status).toBe(200);
    expect(paused.body.task.metadata).toMatchObject({
      isPaused: true,
      pausedAt: new Date(clock.now).toISOString(),
    });
    advance(90);
    const resumed = await provider.act(taskId, 'resume').expect(200);
    expect(resumed.body.task.metadata.isPaused).toBe(false);
    expect(resumed.body.executionState).toMatchObject({
      current_state: 'active',
      total_work_time: 600,
      total_break_time: 90,
    });
    advance(300);
    const onBreak = await provider
      .act(taskId, 'break/start', { breakType: 'user_break', reason: 'Lunch' })
      .expect(200);
    const { breakId, activeBreak } = breakStartAnswerSchema.parse(onBreak.body);
    expect(activeBreak).toEqual({ id: breakId, started_at: new Date(clock.now).toISOString() });
    advance(45);
    const during = await provider.get(`/api/tasks/execution/${taskId}`).expect(200);
    expect(executionReadSchema.parse(during.body).executionState).toMatchObject({
      current_state: 'break',
      total_work_time: 900,
      total_break_time: 135,
    });
    advance(255);
    const ended = await provider.act(taskId, 'break/end', { breakId }).expect(200);
    expect(ended.body.activeBreak).toBeNull();
    advance(60);
    const read = await provider.get(`/api/tasks/execution/${taskId}`).expect(200);
    expect(read.body.executionState).toMatchObject({
      current_state: 'active',
      total_work_time: 960,
      total_break_time: 390,
    });
    const events = await TaskEvent.find({ taskId }).sort({ createdAt: 1 }).lean();
    expect(events.map((event) => event.type)).toEqual([
      'execution_started',
      'execution_paused',
      'execution_resumed',
      'execution_break_started',
      'execution_break_ended',
    ]);
  });

  it('refuses each transition the state does not allow, with a JSON reason, changing nothing', async () => {
    const taskId = await newTask();
    const provider = await as('cleaner');
    const refused = async (action: string, body: object, message: string) => {
      const before = await runOf(taskId);
      const response = await provider.act(taskId, action, body);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({ error: { code: 'conflict', message } });
      expect(await runOf(taskId)).toEqual(before);
    };
    await refused('pause', {}, EXECUTION_REFUSALS.notStarted);
    await refused('resume', {}, EXECUTION_REFUSALS.notStarted);
    await provider.act(taskId, 'start').expect(200);
    await refused('start', {}, EXECUTION_REFUSALS.alreadyStarted);
    await refused('resume', {}, EXECUTION_REFUSALS.alreadyActive);
    await refused('break/end', { breakId: 'none' }, EXECUTION_REFUSALS.noBreak);
    await provider.act(taskId, 'pause', { reason: '' }).expect(200);
    await refused('pause', {}, EXECUTION_REFUSALS.alreadyPaused);
    await refused('break/start', {}, EXECUTION_REFUSALS.pausedNoBreak);
    await provider.act(taskId, 'resume').expect(200);
    await provider.act(taskId, 'break/start').expect(200);
    await refused('break/start', {}, EXECUTION_REFUSALS.alreadyOnBreak);
    await refused('pause', {}, EXECUTION_REFUSALS.onBreak);
    await refused('break/end', { breakId: 'another' }, EXECUTION_REFUSALS.otherBreak);
  });

  it('places an action sent late at the instant it happened, never before the last change', async () => {
    const taskId = await newTask();
    const provider = await as('cleaner');
    await provider.act(taskId, 'start').expect(200);
    advance(1200);
    const pausedAt = new Date(T0 + 300_000).toISOString();
    await provider.act(taskId, 'pause', { occurredAt: pausedAt }).expect(200);
    const read = await provider.get(`/api/tasks/execution/${taskId}`).expect(200);
    expect(read.body.executionState).toMatchObject({
      paused_at: pausedAt,
      total_work_time: 300,
      total_break_time: 900,
    });
  });

  it('lets only the assigned provider drive the run', async () => {
    const taskId = await newTask();
    for (const role of ['admin', 'maintenance']) {
      const other = await as(role);
      const response = await other.act(taskId, 'start');
      expect(response.status).toBe(403);
      expect(response.body.error.code).toBe('forbidden');
    }
    const foreign = await (await as('cleaner')).act(foreignTaskId, 'start');
    expect(foreign.status).toBe(404);
    expect((await Task.findById(taskId).lean())?.status).toBe('todo');
    expect(await runOf(taskId)).toBeNull();
    // A manager reads the run, read-only.
    const manager = await as('admin');
    const read = await manager.get(`/api/tasks/execution/${taskId}`).expect(200);
    expect(read.body.executionState.current_state).toBe('ready');
  });

  it('waits for the due day when the task has no start date', async () => {
    const taskId = await newTask(undefined, { dueDate: new Date('2099-01-01T10:00:00Z') });
    const response = await (await as('cleaner')).act(taskId, 'start');
    expect(response.status).toBe(409);
    expect(response.body.error.message).toBe('This todo task cannot be started now');
  });

  it('refuses to resume while a blocking issue is unresolved', async () => {
    const taskId = await newTask();
    const provider = await as('cleaner');
    await provider.act(taskId, 'start').expect(200);
    await provider.act(taskId, 'pause').expect(200);
    const blocking = await Task.findById(taskId);
    blocking!.issues.push({ title: 'Cannot get in', isBlocking: true });
    await blocking!.save();
    const response = await provider.act(taskId, 'resume');
    expect(response.status).toBe(409);
    expect(response.body.error.message).toMatch(/blocking issue/);
  });
});

describe('replaying an execution call under its key', () => {
  it.each([
    ['start', 'ready'],
    ['pause', 'active'],
    ['resume', 'paused'],
    ['break/start', 'active'],
    ['break/end', 'break'],
  ])('%s counts once and answers the first answer again', async (action, from) => {
    const taskId = await newTask();
    const provider = await as('cleaner');
    let body: object = {};
    if (from !== 'ready') await provider.act(taskId, 'start').expect(200);
    if (from === 'paused') await provider.act(taskId, 'pause').expect(200);
    if (from === 'break') {
      const started = await provider.act(taskId, 'break/start').expect(200);
      body = { breakId: started.body.breakId };
    }
    const key = `key-${action.replace('/', '-')}`;
    advance(120);
    const first = await provider.act(taskId, action, body, key).expect(200);
    const runAfter = await runOf(taskId);
    advance(60);
    const replay = await provider.act(taskId, action, body, key).expect(200);
    expect(replay.body).toEqual(first.body);
    expect(await runOf(taskId)).toEqual(runAfter);
    // The same action sent again as a new request is refused: it would count twice.
    const again = await provider.act(taskId, action, body, `${key}-again`);
    expect(again.status).toBe(409);
  });

  it('sync keeps the view figures and answers the server count, once per key', async () => {
    const taskId = await newTask();
    const provider = await as('cleaner');
    await provider.act(taskId, 'start').expect(200);
    advance(30);
    const figures = { currentState: 'active', totalWorkTime: 29, totalBreakTime: 0 };
    const first = await provider.sync(taskId, figures, 'sync-key-1').expect(200);
    expect(first.body.executionState.total_work_time).toBe(30);
    advance(30);
    const replay = await provider.sync(taskId, figures, 'sync-key-1').expect(200);
    expect(replay.body).toEqual(first.body);
    expect((await runOf(taskId))?.reported).toMatchObject({ totalWorkTime: 29 });
  });
});
