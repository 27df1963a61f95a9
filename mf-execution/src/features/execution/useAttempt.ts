import { failureMessage } from '@staydesk/design-system/attachments';
import { useState } from 'react';

/**
 * One write at a time from a screen: which one is under way (its button shows it), and why the
 * last one failed, in the server's words or the fallback's.
 */
export function useAttempt<Kind extends string>() {
  const [busy, setBusy] = useState<Kind | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  async function attempt(kind: Kind, work: () => Promise<void>, fallback: string) {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(failureMessage(error, fallback));
    } finally {
      setBusy(null);
    }
  }
  return { busy, failure, attempt };
}
