import { taskMessageResultSchema, uploadResultSchema } from '@staydesk/contracts';
import { LiveEventModel } from '../../models/live-event';
import { Notification, NotificationRecipient } from '../../models/notification';
import { Task as TaskModel } from '../../models/task';
import { TaskEvent } from '../../models/task-event';
import { Types } from 'mongoose';
import { attachmentsOfTask, UNCLAIMED_UPLOAD_TTL_MS } from '../../services/attachments';
import { taskFilesCollection } from '../../services/attachments/storage';
import { samplePhoto } from '../../../test/sample-files';
import {
  orphanChunkCount,
  withTaskMessagesApi,
  storedFileCount,
  uploadForm,
  type Caller,
} from './test-setup';

const fixture = withTaskMessagesApi();
const { send } = fixture;

const post = (caller: Caller, body: object) => fixture.post(caller, body);

const mention = (id: string) => ({ id, username: id, display: id });

async function recipientsOfLatestMention(): Promise<string[]> {
  const latest = await Notification.findOne({ type: 'mention' }).sort({ _id: -1 }).lean();
  if (!latest) return [];
  const rows = await NotificationRecipient.find({ notificationId: latest._id }).lean();
  return rows.map((row) => row.userId.toString()).sort();
}

describe('POST /api/tasks/messages (JSON)', () => {
  it("puts the comment in the task's thread", async () => {
    const response = await post(fixture.seeded.cleaner, {
      taskId: fixture.seeded.cleanersTask.id,
      message: '  Towels are missing  ',
    });
    expect(response.status).toBe(200);
    const { event } = taskMessageResultSchema.parse(await response.json());
    expect(event).toMatchObject({
      type: 'comment',
      description: 'Towels are missing',
      metadata: { message: 'Towels are missing', mentions: [], attachments: [] },
      created_by: fixture.seeded.cleaner.userId.toString(),
      user_name: 'Seaside cleaner',
    });
    const stored = await TaskEvent.findById(event.id).lean();
    expect(stored?.taskId.toString()).toBe(fixture.seeded.cleanersTask.id);
  });

  it('notifies the mentioned user and group members who can open the task, never the author', async () => {
    const response = await post(fixture.seeded.admin, {
      taskId: fixture.seeded.cleanersTask.id,
      message: '@Crew @accountant please check the linen',
      mentions: [
        mention(`group:${fixture.seeded.crewId}`),
        mention(fixture.seeded.accountant.userId.toString()),
        mention(fixture.seeded.foreignAdmin.userId.toString()),
      ],
    });
    expect(response.status).toBe(200);
    // The crew: the cleaner (assigned), the user (sees every task), the admin (who wrote it) and
    // the maintenance worker, who cannot open a task not assigned to them.
    expect(await recipientsOfLatestMention()).toEqual(
      [fixture.seeded.cleaner, fixture.seeded.user, fixture.seeded.accountant]
        .map((caller) => caller.userId.toString())
        .sort(),
    );
    const notification = await Notification.findOne({ type: 'mention' }).sort({ _id: -1 }).lean();
    expect(notification).toMatchObject({
      title: 'Seaside admin mentioned you on Turnover at Dune House',
      description: '@Crew @accountant please check the linen',
      sourceType: 'task',
      sourceReference: { taskId: fixture.seeded.cleanersTask.id },
    });
  });

  it('gives the task the files its author uploaded while creating it, and no one else’s', async () => {
    const form = uploadForm('new', [
      { name: 'before.png', type: 'image/png', bytes: await samplePhoto() },
    ]);
    const uploaded = await send(fixture.seeded.cleaner, '/api/tasks/messages', {
      method: 'POST',
      body: form,
    });
    const [attachment] = uploadResultSchema.parse(await uploaded.json()).attachments;
    // Unclaimed, the file is its uploader's alone.
    expect((await send(fixture.seeded.admin, attachment!.url)).status).toBe(404);
    expect((await send(fixture.seeded.cleaner, attachment!.url)).status).toBe(200);

    const stolen = await post(fixture.seeded.admin, {
      taskId: fixture.seeded.othersTask.id,
      message: 'Mine now',
      attachments: [attachment!.id],
    });
    expect(stolen.status).toBe(400);

    const response = await post(fixture.seeded.cleaner, {
      taskId: fixture.seeded.cleanersTask.id,
      message: 'Before photo',
      attachments: [attachment!.id],
    });
    expect(response.status).toBe(200);
    const { event } = taskMessageResultSchema.parse(await response.json());
    expect(event.metadata.attachments).toEqual([
      expect.objectContaining({ id: attachment!.id, name: 'before.png' }),
    ]);
    const held = await attachmentsOfTask(
      fixture.seeded.admin.customerId,
      fixture.seeded.cleanersTask._id,
    );
    expect(held.map((file) => file.id)).toContain(attachment!.id);
    expect((await send(fixture.seeded.admin, attachment!.url)).status).toBe(200);
  });

  it('hands the files uploaded during creation to the new task; someone else’s refuse the draft', async () => {
    const uploadAs = async (caller: Caller) => {
      const response = await send(caller, '/api/tasks/messages', {
        method: 'POST',
        body: uploadForm('new', [
          { name: 'draft.png', type: 'image/png', bytes: await samplePhoto() },
        ]),
      });
      return uploadResultSchema.parse(await response.json()).attachments[0]!;
    };
    const create = (caller: Caller, attachmentIds: string[]) =>
      send(caller, '/api/commands', {
        method: 'POST',
        body: JSON.stringify({
          action: {
            type: 'command',
            topic: 'tasks',
            event: 'task.create',
            payload: { title: 'Photographed draft', attachmentIds },
          },
        }),
      });
    const tasksTitled = () => TaskModel.countDocuments({ title: 'Photographed draft' });

    const theCleaners = await uploadAs(fixture.seeded.cleaner);
    const refused = await create(fixture.seeded.admin, [theCleaners.id]);
    expect(refused.status).toBe(422);
    expect((await refused.json()) as object).toMatchObject({
      error: { message: expect.stringMatching(/not uploads of yours/) },
    });
    expect(await tasksTitled()).toBe(0);

    const mine = await uploadAs(fixture.seeded.admin);
    const created = (await (await create(fixture.seeded.admin, [mine.id])).json()) as {
      success: boolean;
      data: { taskId: string };
    };
    expect(created.success).toBe(true);
    const held = await attachmentsOfTask(
      fixture.seeded.admin.customerId,
      new Types.ObjectId(created.data.taskId),
    );
    expect(held.map((file) => file.id)).toEqual([mine.id]);
  });

  it('lets an unclaimed upload expire after a day, chunks included', async () => {
    const uploadNew = async () => {
      const response = await send(fixture.seeded.cleaner, '/api/tasks/messages', {
        method: 'POST',
        body: uploadForm('new', [
          { name: 'old.png', type: 'image/png', bytes: await samplePhoto() },
        ]),
      });
      return uploadResultSchema.parse(await response.json()).attachments[0]!;
    };
    const old = await uploadNew();
    const dayAndAMinuteAgo = new Date(Date.now() - UNCLAIMED_UPLOAD_TTL_MS - 60_000);
    await taskFilesCollection().updateOne(
      { _id: new Types.ObjectId(old.id) },
      { $set: { uploadDate: dayAndAMinuteAgo } },
    );
    const late = await post(fixture.seeded.cleaner, {
      taskId: fixture.seeded.cleanersTask.id,
      message: 'Late',
      attachments: [old.id],
    });
    expect(late.status).toBe(400);

    await uploadNew();
    expect(await storedFileCount({ _id: new Types.ObjectId(old.id) })).toBe(0);
    expect(await orphanChunkCount()).toBe(0);
  });

  it('refuses a read-only role (403) and a task the caller does not see (404)', async () => {
    const message = { taskId: fixture.seeded.cleanersTask.id, message: 'Hello' };
    expect((await post(fixture.seeded.accountant, message)).status).toBe(403);
    expect(
      (await post(fixture.seeded.cleaner, { ...message, taskId: fixture.seeded.othersTask.id }))
        .status,
    ).toBe(404);
    expect((await post(fixture.seeded.foreignAdmin, message)).status).toBe(404);
  });
});

describe('POST /api/tasks/typing', () => {
  it('announces who is writing on the live stream, not in the timeline', async () => {
    const before = await TaskEvent.countDocuments({ taskId: fixture.seeded.cleanersTask._id });
    const response = await send(fixture.seeded.cleaner, '/api/tasks/typing', {
      method: 'POST',
      body: JSON.stringify({ taskId: fixture.seeded.cleanersTask.id }),
    });
    expect(response.status).toBe(204);
    const live = await LiveEventModel.findOne({ type: 'task.typing' }).lean();
    expect(live).toMatchObject({
      topic: 'tasks',
      payload: {
        taskId: fixture.seeded.cleanersTask.id,
        userId: fixture.seeded.cleaner.userId.toString(),
        name: 'Seaside cleaner',
      },
    });
    expect(await TaskEvent.countDocuments({ taskId: fixture.seeded.cleanersTask._id })).toBe(
      before,
    );
  });
});
