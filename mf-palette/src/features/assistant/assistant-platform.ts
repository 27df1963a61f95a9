import type { PlatformApi } from '@staydesk/contracts';
import { apiFetch, createCommandClient } from '@staydesk/design-system/platform';
import { createContext, useContext } from 'react';

/** What the assistant's answer needs of the platform: sending commands and opening pages. */
export type AssistantPlatform = Pick<PlatformApi, 'executeCommand'> & {
  navigate(path: string): void;
};

/** The palette passes the shell's platform here; without it the panel still works on its own. */
export const AssistantPlatformContext = createContext<AssistantPlatform | null>(null);

const standalone: AssistantPlatform = {
  executeCommand: createCommandClient({ fetcher: apiFetch }),
  navigate(path) {
    // single-spa re-evaluates which surfaces are active on popstate.
    window.history.pushState(null, '', path);
    window.dispatchEvent(new PopStateEvent('popstate'));
  },
};

export const useAssistantPlatform = (): AssistantPlatform =>
  useContext(AssistantPlatformContext) ?? standalone;
