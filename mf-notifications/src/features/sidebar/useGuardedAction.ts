import { useEffect, useRef, useState } from 'react';

export type GuardedActionState = 'idle' | 'busy' | 'done';

interface GuardedActionOptions {
  /** Clicks within this long of the last accepted one are ignored (double submission). */
  guardMs: number;
  /** How long the success feedback stays. */
  feedbackMs: number;
  /** Logged with the error when the action fails (spec: shell §8); nothing else changes. */
  failureMessage: string;
}

/**
 * A bulk action behind a button: one request however often it is clicked, a spinner while it
 * runs, success feedback for a moment after, and on failure only a log line.
 */
export function useGuardedAction(run: () => Promise<unknown>, options: GuardedActionOptions) {
  const { guardMs, feedbackMs, failureMessage } = options;
  const [state, setState] = useState<GuardedActionState>('idle');
  // Refs, not state: a second click in the same frame must already see the first.
  const busy = useRef(false);
  const lastAccepted = useRef(-Infinity);
  const feedbackTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(feedbackTimer.current), []);

  const trigger = () => {
    const now = Date.now();
    if (busy.current || now - lastAccepted.current < guardMs) return;
    busy.current = true;
    lastAccepted.current = now;
    clearTimeout(feedbackTimer.current);
    setState('busy');
    run().then(
      () => {
        busy.current = false;
        setState('done');
        feedbackTimer.current = setTimeout(() => setState('idle'), feedbackMs);
      },
      (error: unknown) => {
        busy.current = false;
        console.error(failureMessage, error);
        setState('idle');
      },
    );
  };
  return { state, trigger };
}
