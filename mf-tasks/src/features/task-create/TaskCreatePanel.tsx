import { createTaskSearch, type PlatformProps } from '@staydesk/contracts';
import { useSurfaces } from '@staydesk/design-system/platform';
import { TaskCreateForm } from './TaskCreateForm';

/** The task creation panel, open while the URL carries ?createTask=true. */
export function TaskCreatePanel({ platform }: PlatformProps) {
  const { createTask } = useSurfaces();
  if (!createTask) return null;
  const close = () =>
    platform.nav.navigate(
      `${window.location.pathname}${createTaskSearch(window.location.search, null)}`,
    );
  // A new context (another reservation, parent or template) starts a new draft.
  const key = [
    createTask.listingId,
    createTask.reservationId,
    createTask.parentTaskId,
    createTask.templateId,
  ].join('|');
  return <TaskCreateForm key={key} context={createTask} platform={platform} onClose={close} />;
}
