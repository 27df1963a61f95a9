import { createSurfaceView } from '@staydesk/design-system/server-view';
import { drawExecutionView } from './draw-execution-view';

/**
 * The surfaces mf-execution draws on its server, by module name, for the shell's edge to ask at
 * SURFACE_VIEW_ROUTE: each reads the API at `apiBase` as the caller.
 */
export const executionSurfaceViews = (apiBase: () => string) => ({
  ExecutionView: createSurfaceView(apiBase, 'ExecutionView', drawExecutionView),
});
