import { attachmentOfFile } from '@staydesk/design-system/attachments';
import type { ActionResult, FieldAction } from '../execution/actions';
import { createOfflineQueue, queuedRef, SendError, type OfflineQueue, type Send } from './queue';

/**
 * The phone's one queue of field actions. It sends through whichever execution view is open,
 * which registers how (its store's mutation); with none open, the kept actions wait.
 */
let queue: OfflineQueue | null = null;
let sender: Send | null = null;

export function fieldQueue(): OfflineQueue {
  queue ??= createOfflineQueue((action, key, occurredAt) => {
    if (!sender) return Promise.reject(new SendError({ kind: 'network' }));
    return sender(action, key, occurredAt);
  });
  return queue;
}

export function registerSender(send: Send): () => void {
  sender = send;
  return () => {
    if (sender === send) sender = null;
  };
}

/** A failed call: no answer, or a server fault, is worth sending again; a 4xx is a refusal. */
export function failureOf(error: unknown): SendError {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const data = (error as { data?: { error?: { message?: unknown } } }).data;
    const message = data?.error?.message;
    return new SendError({
      kind: 'refused',
      message: typeof message === 'string' ? message : `Refused (${status})`,
    });
  }
  return new SendError({ kind: 'network' });
}

/** What the screen reads back from a kept action: the ids it goes by until it arrives. */
export function keptResult(action: FieldAction, key: string, at: string): ActionResult {
  return {
    answer: null,
    task: null,
    breakId: action.kind === 'break-start' ? queuedRef(key) : null,
    issueId: action.kind === 'report-issue' ? queuedRef(key) : null,
    attachments:
      action.kind === 'upload'
        ? action.files.map(({ file }, index) =>
            attachmentOfFile(file, { id: queuedRef(key, index), url: '', uploadedAt: at }),
          )
        : [],
  };
}
