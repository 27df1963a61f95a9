import { errorMessageOf } from '@staydesk/contracts';

export type JsonLoad<Data> =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: Data };

const NO_REASON = 'Could not load';

/**
 * The message a failed read or change carries: the API's own, else its status, else why no
 * answer came (RTK Query's error for a request that got none).
 */
export function queryErrorMessage(error: unknown, whenNoAnswer?: string): string {
  if (typeof error !== 'object' || error === null) return NO_REASON;
  if ('status' in error && typeof error.status === 'number')
    return errorMessageOf(
      'data' in error ? error.data : null,
      `the server answered ${error.status}`,
    );
  if (whenNoAnswer && 'status' in error && error.status === 'FETCH_ERROR') return whenNoAnswer;
  // 'TypeError: Failed to fetch' says no more than the browser's own message.
  if ('error' in error && typeof error.error === 'string')
    return error.error.replace(/^\w*Error: /, '');
  return 'message' in error && typeof error.message === 'string' ? error.message : NO_REASON;
}

/**
 * A query's answer as a page shows it: the last answer stays on screen while the next one is
 * read (a new search, a live change), and a failed read shows why.
 */
export function loadOf<Query extends { data?: unknown; error?: unknown; isError: boolean }>(
  query: Query,
): JsonLoad<NonNullable<Query['data']>> {
  if (query.isError) return { state: 'error', message: queryErrorMessage(query.error) };
  if (query.data !== undefined && query.data !== null)
    return { state: 'ready', data: query.data as NonNullable<Query['data']> };
  return { state: 'loading' };
}

/** A change's answer; when it fails, an Error with the message the failure carries. */
export async function answerOf<Answer>(change: { unwrap(): Promise<Answer> }): Promise<Answer> {
  try {
    return await change.unwrap();
  } catch (error) {
    throw new Error(queryErrorMessage(error), { cause: error });
  }
}
