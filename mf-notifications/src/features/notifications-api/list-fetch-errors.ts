/** The status a failed request reports: the HTTP status, else what went wrong instead. */
function statusOf(error: unknown): string {
  if (typeof error !== 'object' || error === null) return 'unknown';
  if ('originalStatus' in error) return String(error.originalStatus);
  if ('status' in error) return String(error.status);
  // A body that does not match the contract throws in transformResponse.
  return 'invalid response';
}

/**
 * Logs 'Failed to fetch notifications: {status}' (spec: shell §8) for every notification list
 * request that fails; the surfaces show their own retry state.
 */
export async function logFailedListFetch(
  _arg: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch (rejection) {
    const error =
      typeof rejection === 'object' && rejection !== null && 'error' in rejection
        ? rejection.error
        : rejection;
    console.error(`Failed to fetch notifications: ${statusOf(error)}`);
  }
}
