import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** The API's own words for a refused call when it gave some, else a plain fallback. */
export function failureMessage(
  error: FetchBaseQueryError | SerializedError,
  fallback = 'Could not save. Your changes are kept; try again.',
): string {
  const data = 'data' in error ? error.data : undefined;
  if (typeof data === 'object' && data !== null && 'error' in data) {
    const { error: body } = data;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      if (typeof body.message === 'string' && body.message) return body.message;
    }
    if (typeof body === 'string' && body) return body;
  }
  return fallback;
}
