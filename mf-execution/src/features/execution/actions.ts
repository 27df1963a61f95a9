import {
  breakStartAnswerSchema,
  executionAnswerSchema,
  IDEMPOTENCY_HEADER,
  uploadResultSchema,
  type Task,
} from '@staydesk/contracts';
import { uploadForm } from '@staydesk/design-system/attachments';
import { taskOf } from '@staydesk/design-system/platform';
import { useKeptWrites } from '../offline/use-kept-writes';
import { executionApi } from './api';
import type { ActionResult, FieldAction } from './field-action';

interface ActionRequest {
  url: string;
  method: 'POST' | 'PATCH';
  params?: Record<string, string>;
  body?: unknown;
}

const execution = (taskId: string, path = '') =>
  `tasks/execution/${encodeURIComponent(taskId)}${path}`;
const issues = (taskId: string) => `tasks/${encodeURIComponent(taskId)}/issues`;

/** The call of an action (spec: marketplace-execution §7). */
function actionRequest(action: FieldAction): ActionRequest {
  switch (action.kind) {
    case 'start':
      return { url: execution(action.taskId, '/start'), method: 'POST', body: {} };
    case 'resume':
      return { url: execution(action.taskId, '/resume'), method: 'POST', body: {} };
    case 'pause':
      return {
        url: execution(action.taskId, '/pause'),
        method: 'POST',
        body: { reason: action.reason },
      };
    case 'break-start':
      return {
        url: execution(action.taskId, '/break/start'),
        method: 'POST',
        body: { breakType: 'user_break', reason: action.reason },
      };
    case 'break-end':
      return {
        url: execution(action.taskId, '/break/end'),
        method: 'POST',
        body: { breakId: action.breakId },
      };
    case 'sync':
      return { url: execution(action.taskId), method: 'PATCH', body: action.sync };
    case 'task':
      return {
        url: 'tasks',
        method: 'PATCH',
        params: { taskId: action.taskId },
        body: action.patch,
      };
    case 'complete-step':
      return {
        url: 'tasks/checklists',
        method: 'PATCH',
        params: { taskId: action.taskId, itemId: action.itemId },
        body: action.photoId ? { completed: true, photoId: action.photoId } : { completed: true },
      };
    case 'report-issue':
      return { url: issues(action.taskId), method: 'POST', body: action.report };
    case 'bid-adjustment':
      return {
        url: `tasks/${encodeURIComponent(action.taskId)}/bid-adjustments`,
        method: 'POST',
        body: action.adjustment,
      };
    case 'resolve-issue':
      return {
        url: issues(action.taskId),
        method: 'PATCH',
        body: { issueId: action.issueId, action: 'resolve' },
      };
    case 'upload':
      return {
        url: 'tasks/messages',
        method: 'POST',
        body: uploadForm(action.taskId, action.files),
      };
    case 'message':
      return {
        url: 'tasks/messages',
        method: 'POST',
        body: { taskId: action.taskId, message: action.message },
      };
  }
}

const TIMED: ReadonlySet<FieldAction['kind']> = new Set([
  'start',
  'resume',
  'pause',
  'break-start',
  'break-end',
]);

/** A run's transition sent late says when it happened (spec §7's occurredAt). */
function withOccurredAt(
  request: ActionRequest,
  action: FieldAction,
  occurredAt: string | undefined,
): ActionRequest {
  if (!occurredAt || !TIMED.has(action.kind)) return request;
  return { ...request, body: { ...(request.body as object), occurredAt } };
}

/** A fresh idempotency key: a replay of the same write carries the same one. */
function newActionKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

function resultOf(body: unknown): ActionResult {
  const run = executionAnswerSchema.safeParse(body);
  const breakStart = breakStartAnswerSchema.safeParse(body);
  const uploaded = uploadResultSchema.safeParse(body);
  const issue =
    typeof body === 'object' &&
    body !== null &&
    'issueId' in body &&
    typeof body.issueId === 'string'
      ? body.issueId
      : null;
  let task: Task | null = run.success ? run.data.task : null;
  if (!task) {
    try {
      task = taskOf(body);
    } catch {
      task = null;
    }
  }
  return {
    answer: run.success ? run.data : null,
    task,
    breakId: breakStart.success ? breakStart.data.breakId : null,
    issueId: issue,
    attachments: uploaded.success ? uploaded.data.attachments : [],
  };
}

const actionsApi = executionApi.injectEndpoints({
  endpoints: (build) => ({
    runAction: build.mutation<
      ActionResult,
      { action: FieldAction; key: string; occurredAt?: string }
    >({
      query: ({ action, key, occurredAt }) => ({
        ...withOccurredAt(actionRequest(action), action, occurredAt),
        headers: { [IDEMPOTENCY_HEADER]: key },
      }),
      transformResponse: resultOf,
      async onQueryStarted({ action }, { dispatch, queryFulfilled }) {
        const { taskId } = action;
        try {
          const { data } = await queryFulfilled;
          if (data.task) dispatch(executionApi.util.upsertQueryData('getTask', taskId, data.task));
          if (data.answer) {
            const { executionState, activeBreak } = data.answer;
            dispatch(
              executionApi.util.upsertQueryData('getExecution', taskId, {
                executionState,
                activeBreak,
              }),
            );
          }
          // An answer without the task (an issue, a message) leaves it to be read again.
          if (!data.task)
            dispatch(executionApi.util.invalidateTags([{ type: 'Task', id: taskId }]));
        } catch {
          // The caller says why; the task is read again in case part of it went through.
          dispatch(executionApi.util.invalidateTags([{ type: 'Task', id: taskId }]));
        }
      },
    }),
  }),
});

const { useRunActionMutation } = actionsApi;

/**
 * Runs a write under a new idempotency key; rejects with the server's message. Without a network
 * the write is kept on the phone and sent later, in order, under the same key.
 */
export function useFieldActions() {
  const [run, state] = useRunActionMutation();
  const keep = useKeptWrites((action, key, occurredAt) =>
    run({ action, key, occurredAt }).unwrap(),
  );
  const perform = (action: FieldAction) => keep(action, newActionKey());
  return { perform, running: state.isLoading };
}
