import {
  TAG_COLORS,
  taskTagRefusal,
  type Task,
  type TagOperation,
  type TagWithCount,
} from '@staydesk/contracts';
import { badRequest, forbidden } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { Tag } from '../models/tag';
import { Task as TaskModel, type TaskDoc } from '../models/task';
import { accessSubjects, findProvidersTask, objectIdOrNull, viewerOf } from './tasks-access';
import { recordInteraction } from './tasks-history';
import { presentFullTask } from './tasks-read';
import { recordTaskEvent } from './task-timeline';

/** GET /api/tasks?fetchTags=true: the customer's tags, most used first. */
export async function listTags(auth: AuthContext): Promise<TagWithCount[]> {
  const tags = await Tag.find({ customerId: auth.customerObjectId })
    .sort({ count: -1, key: 1 })
    .lean();
  return tags.map((tag) => ({
    id: tag._id.toString(),
    name: tag.name,
    color: tag.color,
    count: tag.count,
  }));
}

/** The customer's tag of that name (any case), made with the colour when there is none yet. */
async function tagNamed(auth: AuthContext, name: string, color: string | undefined) {
  const key = name.toLowerCase();
  const existing = await Tag.findOne({ customerId: auth.customerObjectId, key }).lean();
  if (existing) return existing;
  const fallback = TAG_COLORS[key.length % TAG_COLORS.length];
  return Tag.findOneAndUpdate(
    { customerId: auth.customerObjectId, key },
    { $setOnInsert: { name, color: color ?? fallback, count: 0 } },
    { upsert: true, new: true },
  ).lean();
}

/** PATCH /api/tasks?taskId=&customerId= with a tagOperation: anyone who may touch the task. */
export async function changeTags(
  auth: AuthContext,
  taskId: string,
  operation: TagOperation,
): Promise<Task> {
  const viewer = await viewerOf(auth);
  // Another customer's provider finds the task it works, to hear that its tags stay unchanged.
  const task = await findProvidersTask(auth, viewer, taskId);
  const refusal = taskTagRefusal(...accessSubjects(auth, viewer, task));
  if (refusal) throw forbidden(refusal);
  let updated: TaskDoc | null;
  let description: string;
  if (operation.tagOperation === 'add') {
    const tag = await tagNamed(auth, operation.tagName, operation.tagColor);
    if (!tag) throw badRequest('tagName: The tag could not be saved');
    updated = await TaskModel.findOneAndUpdate(
      { _id: task._id, tagIds: { $ne: tag._id } },
      { $push: { tagIds: tag._id }, $set: { updatedBy: auth.user._id }, $inc: { version: 1 } },
      { new: true },
    ).lean<TaskDoc>();
    if (!updated) throw badRequest(`tagName: The task already has the tag '${tag.name}'`);
    await Tag.updateOne({ _id: tag._id }, { $inc: { count: 1 } });
    description = `Added tag ${tag.name}`;
  } else {
    const tagId = objectIdOrNull(operation.tagId);
    updated = tagId
      ? await TaskModel.findOneAndUpdate(
          { _id: task._id, tagIds: tagId },
          { $pull: { tagIds: tagId }, $set: { updatedBy: auth.user._id }, $inc: { version: 1 } },
          { new: true },
        ).lean<TaskDoc>()
      : null;
    if (!updated || !tagId) throw badRequest('tagId: The task does not have this tag');
    const tag = await Tag.findOneAndUpdate(
      { _id: tagId, customerId: auth.customerObjectId },
      { $inc: { count: -1 } },
      { new: true },
    ).lean();
    description = `Removed tag ${tag?.name ?? ''}`.trim();
  }
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: operation.tagOperation === 'add' ? 'tag_added' : 'tag_removed',
    description,
    metadata: { ...operation },
  });
  await recordInteraction(auth, task._id);
  return presentFullTask(viewer, updated);
}
