import type { PlatformApi } from '@staydesk/contracts';
import { fakeSession } from './fake-platform';
import { fn } from 'storybook/test';

/** A platform for stories: every navigation and toast is recorded in the Actions panel. */
export function storyPlatform(): PlatformApi {
  return {
    session: fakeSession('admin'),
    nav: {
      openTask: fn().mockName('openTask'),
      openMarketplace: fn().mockName('openMarketplace'),
      openIssues: fn().mockName('openIssues'),
      openExecution: fn().mockName('openExecution'),
      closeTask: fn().mockName('closeTask'),
      navigate: fn().mockName('navigate'),
    },
    toast: fn().mockName('toast'),
    executeCommand: async () => ({ success: true, data: null, error: null }),
    subscribe: () => () => undefined,
    apiFetch: (path, init) => fetch(path, init),
  };
}
