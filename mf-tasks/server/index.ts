import { createSurfaceView } from '@staydesk/design-system/server-view';
import { drawTaskSidebar } from './draw-task-sidebar';

/**
 * The surfaces mf-tasks draws on its server, by module name, for the shell's edge to ask at
 * SURFACE_VIEW_ROUTE: each reads the API at `apiBase` as the caller.
 */
export const tasksSurfaceViews = (apiBase: () => string) => ({
  TaskSidebar: createSurfaceView(apiBase, 'TaskSidebar', drawTaskSidebar),
});
