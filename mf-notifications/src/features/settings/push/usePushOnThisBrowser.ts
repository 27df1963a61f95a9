import type { PlatformApi } from '@staydesk/contracts';
import { useEffect, useState } from 'react';
import type { PushBrowser } from './push-browser';
import {
  disablePush,
  enablePush,
  PUSH_MESSAGES,
  PushSetupError,
  readPushState,
  type PushState,
} from './push-subscription';

export type PushAction = 'enabling' | 'disabling';

/** This browser's push state, and the Enable / Disable actions with their failures. */
export function usePushOnThisBrowser(
  browser: PushBrowser,
  apiFetch: PlatformApi['apiFetch'],
  userId: string,
) {
  const [state, setState] = useState<PushState>('checking');
  const [busy, setBusy] = useState<PushAction | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void readPushState(browser).then((next) => current && setState(next));
    return () => {
      current = false;
    };
  }, [browser]);

  const run = async (action: PushAction) => {
    setBusy(action);
    setError(null);
    try {
      setState(await (action === 'enabling' ? enablePush : disablePush)(browser, apiFetch, userId));
    } catch (failure) {
      if (!(failure instanceof PushSetupError)) console.error('Push setup failed', failure);
      const fallback =
        action === 'enabling' ? PUSH_MESSAGES.cannotEnable : PUSH_MESSAGES.cannotDisable;
      setError(failure instanceof PushSetupError ? failure.message : fallback);
    } finally {
      setBusy(null);
    }
  };

  return {
    state,
    busy,
    error,
    enable: () => void run('enabling'),
    disable: () => void run('disabling'),
  };
}
