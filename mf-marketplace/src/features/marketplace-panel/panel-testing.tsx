import type { Role, Task } from '@staydesk/contracts';
import {
  fakePlatform,
  renderSurface,
  stubApi,
  type SentRequest,
  type StubReply,
} from '@staydesk/design-system/testing';
import type { ComponentType } from 'react';
import { taskApi } from './api';
import type { TabProps } from './tab-props';

type Route = (request: SentRequest) => StubReply | undefined;

/**
 * The API as the panel talks to it: `routes` answer first (first match wins), the payment
 * provider is configured unless a route says otherwise, and anything else answers the task.
 */
export function servePanelApi(task: () => Task, ...routes: Route[]) {
  const sent = stubApi((entry) => {
    for (const route of routes) {
      const reply = route(entry);
      if (reply) return reply;
    }
    if (entry.path === '/api/payments/provider') {
      return { body: { configured: true, provider: 'built-in' } };
    }
    if (entry.path === '/api/tasks/marketplace/providers') return { body: { providers: [] } };
    return { body: { task: task() } };
  });
  return { sent, changes: () => sent.filter((request) => request.method !== 'GET') };
}

/** Renders one tab alone, as the panel does, for a viewer of the given role. */
export function renderTab(
  Tab: ComponentType<TabProps>,
  task: Task,
  options: { role?: Role; editable?: boolean } = {},
) {
  const platform = fakePlatform(options.role ?? 'owner');
  renderSurface(
    <Tab task={task} platform={platform} editable={options.editable ?? true} />,
    taskApi,
  );
  return platform;
}

export const failure = (status: number, message: string): StubReply => ({
  status,
  body: { error: { code: status === 409 ? 'conflict' : 'bad_request', message } },
});

/** jsdom lacks the pointer-capture and scrolling APIs Radix Select calls. */
export function letRadixSelectOpen(): void {
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
}
