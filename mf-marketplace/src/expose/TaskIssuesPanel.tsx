import { createSurfaceLifecycles, lazySurface } from '@staydesk/design-system/platform';

export const { bootstrap, mount, unmount } = createSurfaceLifecycles({
  label: 'Task Issues',
  component: lazySurface(
    () =>
      import(
        /* webpackChunkName: "task-issues-panel" */ '../features/task-issues/TaskIssuesPanelWithStore'
      ),
  ),
});
