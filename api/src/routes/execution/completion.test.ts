import {
  CANNOT_COMPLETE_PREFIX,
  PHOTO_REQUIRED_MESSAGE,
  STEP_ALREADY_COMPLETED,
  taskResponseSchema,
} from '@staydesk/contracts';
import type { Types } from 'mongoose';
import { Task } from '../../models/task';
import { storeAttachment } from '../../services/attachments';
import { createCustomerWithUsers, withTestApi } from '../../../test/harness';
import { acceptedTask, drivenClock, executionCaller } from './testing';
import { samplePhoto, sampleWav } from '../../../test/sample-files';

const clock = drivenClock();

let cleaner: Types.ObjectId;
let seasideId: Types.ObjectId;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  seasideId = seaside.customerId;
  cleaner = seaside.users.get('cleaner')!;
});

async function newTask(checklist: object[]) {
  const task = await acceptedTask(seasideId, cleaner, checklist);
  return {
    taskId: task._id.toString(),
    itemIds: task.checklist.map((item) => item._id.toString()),
    owner: { customerId: seasideId, taskId: task._id, uploaderId: cleaner },
  };
}

const as = async (role: string) => {
  const caller = await executionCaller(api.server, `${role}@seaside.test`);
  return { ...caller, start: (taskId: string) => caller.act(taskId, 'start') };
};

const completion = () => ({
  status: 'completed',
  completedAt: new Date(clock.now).toISOString(),
  actualDuration: 1,
});

describe('completing a step', () => {
  it('answers a second completion with a JSON error and a replay with the first answer', async () => {
    const { taskId, itemIds } = await newTask([{ title: 'Strip beds' }]);
    const provider = await as('cleaner');
    const first = await provider
      .tick(taskId, itemIds[0]!, { completed: true }, 'tick-key-1')
      .expect(200);
    const replay = await provider
      .tick(taskId, itemIds[0]!, { completed: true }, 'tick-key-1')
      .expect(200);
    expect(replay.body).toEqual(first.body);
    const again = await provider.tick(taskId, itemIds[0]!, { completed: true }, 'tick-key-2');
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: 'conflict', message: STEP_ALREADY_COMPLETED } });
    const stored = await Task.findById(taskId).lean();
    expect(stored?.version).toBe(1);
  });

  it('refuses a photo-required step until a photo of the task is stored, then keeps it', async () => {
    const { taskId, itemIds, owner } = await newTask([
      { title: 'Photograph the made bed', photoRequired: true },
    ]);
    const provider = await as('cleaner');
    const bare = await provider.tick(taskId, itemIds[0]!, { completed: true });
    expect(bare.status).toBe(422);
    expect(bare.body.error.message).toBe(PHOTO_REQUIRED_MESSAGE);
    const voice = await storeAttachment(owner, 'note.wav', sampleWav());
    const notPhoto = await provider.tick(taskId, itemIds[0]!, {
      completed: true,
      photoId: voice.id,
    });
    expect(notPhoto.status).toBe(422);
    const other = await newTask([{ title: 'Other' }]);
    const elsewhere = await storeAttachment(other.owner, 'bed.jpg', await samplePhoto());
    const wrongTask = await provider.tick(taskId, itemIds[0]!, {
      completed: true,
      photoId: elsewhere.id,
    });
    expect(wrongTask.status).toBe(422);
    expect((await Task.findById(taskId).lean())?.checklist[0]?.completed).toBe(false);
    const photo = await storeAttachment(owner, 'bed.jpg', await samplePhoto());
    const done = await provider
      .tick(taskId, itemIds[0]!, { completed: true, photoId: photo.id })
      .expect(200);
    expect(taskResponseSchema.parse(done.body).task.checklist[0]).toMatchObject({
      completed: true,
      photo_id: photo.id,
    });
  });
});

describe('completing the task as its provider', () => {
  it('sets completed, completedAt and the whole minutes the server counted', async () => {
    const { taskId, itemIds } = await newTask([{ title: 'Strip beds' }]);
    const provider = await as('cleaner');
    await provider.start(taskId).expect(200);
    clock.advance(754);
    await provider.tick(taskId, itemIds[0]!, { completed: true }).expect(200);
    const first = await provider.patchTask(taskId, completion(), 'complete-key-1').expect(200);
    expect(taskResponseSchema.parse(first.body).task).toMatchObject({
      status: 'completed',
      completed_at: new Date(clock.now).toISOString(),
      actual_duration: 13,
    });
    expect(first.body.task.assignments[0]).toMatchObject({
      status: 'completed',
      completed_at: new Date(clock.now).toISOString(),
    });
    const replay = await provider.patchTask(taskId, completion(), 'complete-key-1').expect(200);
    expect(replay.body).toEqual(first.body);
    const again = await provider.patchTask(taskId, completion(), 'complete-key-2');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This task is already completed');
  });

  it('refuses while a step is open, listing the open steps, and changes nothing', async () => {
    const { taskId, itemIds } = await newTask([{ title: 'Strip beds' }, { title: 'Mop floors' }]);
    const provider = await as('cleaner');
    await provider.start(taskId).expect(200);
    await provider.tick(taskId, itemIds[0]!, { completed: true }).expect(200);
    const before = await Task.findById(taskId).lean();
    const refused = await provider.patchTask(taskId, completion());
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toBe(`${CANNOT_COMPLETE_PREFIX} Mop floors`);
    expect(await Task.findById(taskId).lean()).toEqual(before);
  });

  it('refuses while a blocking issue is unresolved', async () => {
    const { taskId } = await newTask([]);
    const provider = await as('cleaner');
    await provider.start(taskId).expect(200);
    const task = await Task.findById(taskId);
    task!.issues.push({ title: 'The key is not in the box', isBlocking: true });
    await task!.save();
    const refused = await provider.patchTask(taskId, completion());
    expect(refused.status).toBe(422);
    expect(refused.body.error.message).toMatch(/blocking issue/);
    expect((await Task.findById(taskId).lean())?.status).toBe('in_progress');
  });

  it('sets the task in progress when a step comes before any start, once', async () => {
    const { taskId } = await newTask([{ title: 'Strip beds' }]);
    const provider = await as('cleaner');
    const startedAt = new Date(clock.now).toISOString();
    const first = await provider
      .patchTask(taskId, { status: 'in_progress', startedAt }, 'progress-key')
      .expect(200);
    expect(first.body.task).toMatchObject({ status: 'in_progress', started_at: startedAt });
    await provider.patchTask(taskId, { status: 'in_progress', startedAt }).expect(200);
    expect((await Task.findById(taskId).lean())?.version).toBe(1);
  });

  it('is refused to anyone but the assigned provider', async () => {
    const { taskId } = await newTask([]);
    const manager = await as('admin');
    const refused = await manager.patchTask(taskId, completion());
    expect(refused.status).toBe(403);
    expect((await Task.findById(taskId).lean())?.status).toBe('todo');
  });
});
