import { errorMessageOf } from '@staydesk/contracts';

/** A failed RTK Query call as one sentence for the user. */
export function saveErrorMessage(error: unknown): string {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') {
    return 'the server could not be reached. Check your connection.';
  }
  const reason = errorMessageOf(data, 'something went wrong on our side');
  return /[.!?]$/.test(reason) ? reason : `${reason}.`;
}
