import type { ReactNode } from 'react';
import { readSurfaces, taskResponseSchema, type PlatformApi, type Task } from '@staydesk/contracts';
import { createPlatform } from '../platform/create-platform';
import type { DrawSurface, SurfaceViewContext } from './surface-view';

/**
 * A drawing of a surface about the task the page's query names (the task sidebar, the execution
 * view): the task as the API answers the caller, and a platform of their session whose calls
 * do nothing on the server, and what else it reads (`alongside`: paths, or the paths about the
 * task, read at the same time as it; null where refused). Nothing where the task cannot be read:
 * the browser shows its error. The answers go with the drawing, for the browser's store before it
 * hydrates (`drawnReads`).
 */
export const drawWithTask =
  (
    draw: (
      task: Task,
      platform: PlatformApi,
      context: SurfaceViewContext & { alongside: unknown[] },
    ) => ReactNode,
    alongside: readonly string[] | ((taskId: string) => readonly string[]) = [],
  ): DrawSurface =>
  async (context) => {
    const { session, search, read } = context;
    const { taskId } = readSurfaces(`?${search}`);
    if (!taskId) return null;
    const [body, ...answers] = await Promise.all([
      read(`/api/tasks?${new URLSearchParams({ taskId })}`),
      ...(typeof alongside === 'function' ? alongside(taskId) : alongside).map((path) =>
        read(path),
      ),
    ]);
    if (!body) return null;
    const { task } = taskResponseSchema.parse(body);
    const platform = createPlatform({ session, toast: () => undefined });
    return {
      content: draw(task, platform, { ...context, alongside: answers }),
      taskId: task.id,
      reads: { task: body, alongside: answers },
    };
  };
