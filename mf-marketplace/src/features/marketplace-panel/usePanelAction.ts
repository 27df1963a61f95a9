import { MARKETPLACE_TOAST_MS, type PlatformApi } from '@staydesk/contracts';
import { useState } from 'react';
import { failureMessage } from '../place-bid/bid-subject';

export interface PanelAction {
  /** Runs a call: a success toast, or the failure kept in the panel until the next try. */
  run(call: () => Promise<unknown>, texts: { success: string; failure: string }): Promise<boolean>;
  /** The last failure, in the spec's words with the server's reason after them. */
  error: string | null;
  pending: boolean;
}

/**
 * The spec logs the panel's failed actions only (§8); a structure editor would then see nothing
 * happen. Each failure shows in the panel where it was asked for, and as a 6 s error toast;
 * successes toast for 3 s (this spec's durations).
 */
export function usePanelAction(platform: PlatformApi): PanelAction {
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const run: PanelAction['run'] = async (call, texts) => {
    setPending(true);
    setError(null);
    try {
      await call();
      platform.toast(texts.success, 'success', MARKETPLACE_TOAST_MS.success);
      return true;
    } catch (failure: unknown) {
      const reason = failureMessage(failure, '');
      const message = reason ? `${texts.failure}: ${reason}` : texts.failure;
      console.error(texts.failure, failure);
      setError(message);
      platform.toast(message, 'error', MARKETPLACE_TOAST_MS.error);
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, error, pending };
}
