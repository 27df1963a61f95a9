import { Types } from 'mongoose';
import {
  mentionedGroupIds,
  mentionedUserIds,
  type Mention,
  type taskMessageSchema,
  type TimelineEvent,
} from '@staydesk/contracts';
import type { z } from 'zod';
import type { AuthContext } from '../middleware/auth';
import type { TaskDoc } from '../models/task';
import { UserGroup } from '../models/user-group';
import { claimUploads } from './attachments';
import { touchableTask, usersWhoSee } from './attachments/access';
import { publish } from './live-events';
import { notify } from './notify';
import { recordTaskEvent } from './task-timeline';

type TaskMessage = z.infer<typeof taskMessageSchema>;

/** The notification's text quotes this much of the message. */
const QUOTE_LENGTH = 140;

const quote = (text: string) =>
  text.length > QUOTE_LENGTH ? `${text.slice(0, QUOTE_LENGTH - 1)}…` : text;

/**
 * Everyone the mentions reach (a group: each member) who can open the task the notification
 * points at; never the author.
 */
async function mentionedRecipients(auth: AuthContext, task: TaskDoc, mentions: readonly Mention[]) {
  const ids = mentions.map((mention) => mention.id);
  const groupIds = mentionedGroupIds(ids).filter((id) => Types.ObjectId.isValid(id));
  const groups = await UserGroup.find({
    customerId: auth.customerObjectId,
    _id: { $in: groupIds },
  }).lean();
  const members = new Map(
    groups.map((group) => [group._id.toString(), group.memberIds.map(String)]),
  );
  const reached = mentionedUserIds(ids, (groupId) => members.get(groupId) ?? []);
  const others = [...new Set(reached)].filter(
    (id) => id !== auth.userId && Types.ObjectId.isValid(id),
  );
  return usersWhoSee(task, others);
}

async function notifyMentions(auth: AuthContext, task: TaskDoc, message: TaskMessage) {
  const recipients = await mentionedRecipients(auth, task, message.mentions);
  if (recipients.length === 0) return;
  await notify({
    customerId: task.customerId,
    kind: 'mention',
    type: 'mention',
    title: `${auth.user.name} mentioned you on ${task.title}`,
    description: quote(message.message),
    sourceType: 'task',
    sourceReference: { taskId: task._id.toString() },
    target: { mentionedIds: recipients },
  });
}

/**
 * POST /api/tasks/messages as JSON: a comment in the task's thread, with the files uploaded for
 * it (the caller's unclaimed ones are claimed), and a notification for everyone it mentions.
 */
export async function postTaskMessage(
  auth: AuthContext,
  message: TaskMessage,
): Promise<TimelineEvent> {
  const task = await touchableTask(auth, message.taskId);
  const attachments = await claimUploads(auth, message.attachments, task);
  const event = await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: 'comment',
    description: message.message,
    metadata: { message: message.message, mentions: message.mentions, attachments },
  });
  await notifyMentions(auth, task, message);
  return event;
}

/** Tells the task's open views that the caller is writing; nothing is stored in the timeline. */
export async function announceTyping(auth: AuthContext, taskId: string): Promise<void> {
  const task = await touchableTask(auth, taskId);
  await publish({
    customerId: task.customerId,
    topic: 'tasks',
    type: 'task.typing',
    payload: { taskId: task._id.toString(), userId: auth.userId, name: auth.user.name },
  });
}
