import { attachmentOfFile } from '@staydesk/design-system/attachments';
import { createContext, useContext } from 'react';
import type { ActionResult, FieldAction } from '../execution/field-action';
import { createOfflineQueue, queuedRef, SendError, type OfflineQueue, type Send } from './queue';

/**
 * The phone's one queue of field actions, for the user signed in. It sends through whichever
 * execution view is open, which registers how (its store's mutation); with none open, the kept
 * actions wait. Another user's actions wait for that user to sign in again on the phone.
 */
let queue: OfflineQueue | null = null;
let sender: Send | null = null;

function fieldQueueOf(userId: string): OfflineQueue {
  if (queue?.userId !== userId) {
    queue = createOfflineQueue((action, key, occurredAt) => {
      if (!sender) return Promise.reject(new SendError({ kind: 'network' }));
      return sender(action, key, occurredAt);
    }, userId);
  }
  return queue;
}

/** Who is signed in, given by the execution view to the screens that keep and replay actions. */
export const FieldUser = createContext<string | null>(null);

export function useFieldQueue(): OfflineQueue {
  const userId = useContext(FieldUser);
  if (!userId) throw new Error('The field queue is used outside the execution view');
  return fieldQueueOf(userId);
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
