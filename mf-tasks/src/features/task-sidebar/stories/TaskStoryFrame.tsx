import type { PlatformApi, Role, Task } from '@staydesk/contracts';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { fakeSession } from '@staydesk/design-system/testing';
import { fn } from 'storybook/test';
import { createRemoteStore } from '@staydesk/design-system/platform';
import { api } from '../../task-api';
import { TaskEditingProvider } from '../editing/TaskEditingContext';
import { TaskSidebarPanel } from '../TaskSidebarPanel';

/** A platform whose every call is recorded in the Actions panel (its session is the tests' one). */
export function storyPlatform(role: Role): PlatformApi {
  return {
    session: fakeSession(role),
    nav: {
      openTask: fn(),
      openMarketplace: fn(),
      openIssues: fn(),
      openExecution: fn(),
      closeTask: fn(),
      navigate: fn(),
    },
    toast: fn(),
    executeCommand: async () => ({ success: true, data: null, error: null }),
    subscribe: () => () => undefined,
    apiFetch: (path, init) => fetch(path, init),
  };
}

interface TaskStoryFrameProps {
  task: Task;
  role: Role;
  children: ReactNode;
}

/** A section or the whole view of a loaded task inside the 448 px panel, as `role` sees it. */
export function TaskStoryFrame({ task, role, children }: TaskStoryFrameProps) {
  const platform = storyPlatform(role);
  return (
    <Provider store={createRemoteStore(api)}>
      <TaskSidebarPanel title={task.title} onClose={fn()}>
        <TaskEditingProvider
          task={task}
          viewer={{ userId: platform.session.user.id, role }}
          platform={platform}
        >
          {children}
        </TaskEditingProvider>
      </TaskSidebarPanel>
    </Provider>
  );
}
