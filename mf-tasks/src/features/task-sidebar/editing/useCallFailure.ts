import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback, useState } from 'react';
import { failureMessage } from './failure-message';

export interface CallOutcome {
  error?: FetchBaseQueryError | SerializedError;
}

/** The message of a section's last refused call (tags, checklist, subtasks, answers). */
export function useCallFailure() {
  const [message, setMessage] = useState<string | null>(null);
  /** Records the outcome of a call; true when it went through. */
  const report = useCallback((outcome: CallOutcome, fallback: string) => {
    setMessage(outcome.error ? failureMessage(outcome.error, fallback) : null);
    return !outcome.error;
  }, []);
  return { message, setMessage, report };
}
