import { TASK_LIMITS } from '@staydesk/contracts';
import { useEffect, useRef } from 'react';
import { useSendTypingMutation } from '../task-api';

/**
 * Tells the others on the task that the user is typing: once when typing starts, then again
 * only after a 500 ms pause, so a fast typist sends one signal rather than one per key.
 */
export function useTypingStatus(taskId: string): () => void {
  const [sendTyping] = useSendTypingMutation();
  const quietTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (quietTimer.current) clearTimeout(quietTimer.current);
    },
    [],
  );
  return () => {
    if (quietTimer.current) clearTimeout(quietTimer.current);
    else void sendTyping({ taskId }).catch(() => undefined);
    quietTimer.current = setTimeout(() => {
      quietTimer.current = null;
    }, TASK_LIMITS.typingDebounceMs);
  };
}
