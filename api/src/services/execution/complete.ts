import {
  actualDurationMinutes,
  CANNOT_COMPLETE_PREFIX,
  executionTotals,
  OPEN_BLOCKING_ISSUE,
  openSteps,
  PHOTO_REQUIRED_MESSAGE,
  STEP_ALREADY_COMPLETED,
  type ExecutionTaskPatch,
  type Task,
} from '@staydesk/contracts';
import { conflict, HttpError } from '../../errors';
import type { AuthContext } from '../../middleware/auth';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { taskFilesCollection } from '../attachments/storage';
import { objectIdOrNull } from '../tasks-access';
import { recordInteraction } from '../tasks-history';
import { presentFullTask } from '../tasks-read';
import { announceCompletion } from '../tasks-update';
import { recordTaskEvent } from '../task-timeline';
import { executionClock } from './clock';
import { hasBlockingIssue, instantOf, providersTask, recordOf, runOf } from './run';

const refused = (message: string) => new HttpError(422, 'bad_request', message);

/**
 * Why the provider may not complete the task now: a blocking issue (the one completion rule's
 * words), then every open step, required or not, as the view's alert lists them.
 */
export function providerCompletionRefusal(task: TaskDoc): string | null {
  if (hasBlockingIssue(task)) return OPEN_BLOCKING_ISSUE;
  const open = openSteps(task.checklist);
  return open.length > 0 ? `${CANNOT_COMPLETE_PREFIX} ${open.join(', ')}` : null;
}

/** The provider's own assignment is done with the task. */
function assignmentDone(task: TaskDoc, auth: AuthContext, at: Date): Record<string, unknown> {
  const index = task.assignments.findIndex(
    (assignment) => assignment.userId.equals(auth.user._id) && assignment.status !== 'declined',
  );
  if (index < 0) return {};
  return { [`assignments.${index}.status`]: 'completed', [`assignments.${index}.completedAt`]: at };
}

/**
 * PATCH /api/tasks?taskId= from the execution view: the assigned provider sets the task in
 * progress (a step done before any start) or completes it. Completion records the whole
 * minutes the server counted for the provider's run, the view's figure when it has none.
 */
export async function patchByProvider(
  auth: AuthContext,
  taskId: string,
  body: ExecutionTaskPatch,
): Promise<Task> {
  const { viewer, task } = await providersTask(auth, taskId);
  if (task.status === 'completed' || task.status === 'cancelled') {
    throw conflict(`This task is already ${task.status}`);
  }
  const now = executionClock.now();
  let set: Record<string, unknown>;
  if (body.status === 'in_progress') {
    if (task.status === 'in_progress') return presentFullTask(viewer, task);
    set = {
      status: 'in_progress',
      startedAt: task.startedAt ?? new Date(instantOf(body.startedAt, now.getTime())),
    };
  } else {
    const refusal = providerCompletionRefusal(task);
    if (refusal) throw refused(refusal);
    const completedAt = new Date(Math.min(Date.parse(body.completedAt), now.getTime()));
    const run = await runOf(task._id, auth.user._id);
    const counted = run
      ? actualDurationMinutes(
          executionTotals(recordOf(run, task), completedAt.getTime()).workSeconds,
        )
      : body.actualDuration;
    set = {
      status: 'completed',
      completedAt,
      actualDuration: counted,
      isPaused: false,
      pausedAt: null,
      ...assignmentDone(task, auth, completedAt),
    };
  }
  const updated = await TaskModel.findOneAndUpdate(
    { _id: task._id, status: task.status },
    { $set: { ...set, updatedBy: auth.user._id }, $inc: { version: 1 } },
    { new: true },
  ).lean<TaskDoc>();
  if (!updated) throw conflict('This task changed meanwhile: reload it and try again');
  await recordTaskEvent(auth, task.customerId, {
    taskId: task._id,
    type: 'status_changed',
    description: `Status changed from ${task.status} to ${String(set.status)}`,
    metadata: { field: 'status', from: task.status, to: set.status },
  });
  await recordInteraction(auth, task._id);
  if (set.status === 'completed') await announceCompletion(auth, updated);
  return presentFullTask(viewer, updated);
}

/**
 * The rule of completing one step: never twice (409), and a step that needs a photo only with
 * a photo of this task stored first (an image upload, its id sent as photoId or kept on the
 * step). Answers the photo to record on the step.
 */
export async function stepCompletionPhoto(
  task: TaskDoc,
  item: TaskDoc['checklist'][number],
  photoId: string | undefined,
) {
  if (item.completed) throw conflict(STEP_ALREADY_COMPLETED);
  if (!item.photoRequired) return photoId ? objectIdOrNull(photoId) : null;
  const id = objectIdOrNull(photoId) ?? item.photoId ?? null;
  if (!id) throw refused(PHOTO_REQUIRED_MESSAGE);
  const file = await taskFilesCollection().findOne({
    _id: id,
    'metadata.customerId': task.customerId,
    'metadata.taskId': task._id,
  });
  const mimeType = (file?.metadata as { mimeType?: string } | undefined)?.mimeType ?? '';
  if (!mimeType.startsWith('image/')) {
    throw refused(`${PHOTO_REQUIRED_MESSAGE} (the photo sent is not an image of this task)`);
  }
  return id;
}
