import { useEffect, useState } from 'react';
import {
  formatDueDate,
  TASK_STATUS_LABELS,
  type PlatformApi,
  type TaskPage,
} from '@staydesk/contracts';
import { EmptyState, Skeleton } from '@staydesk/design-system';
import { takeEarlyResponse } from '../boot-requests';
import { HOME_TASKS_PATH } from './home-tasks';

type Load =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | ({ state: 'ready' } & Pick<TaskPage, 'tasks' | 'scopeLabel'>);

/** The landing page: the caller's next tasks, under whose they are, each opening the task sidebar. */
export function HomePage({ platform }: { platform: PlatformApi }) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    const fetchTasks = () =>
      (takeEarlyResponse(HOME_TASKS_PATH) ?? platform.apiFetch(HOME_TASKS_PATH))
        .then(async (response) => {
          if (!response.ok) throw new Error(`Could not load tasks (${response.status})`);
          const page = (await response.json()) as TaskPage;
          setLoad({ state: 'ready', tasks: page.tasks, scopeLabel: page.scopeLabel });
        })
        .catch((error: unknown) =>
          setLoad({
            state: 'error',
            message: error instanceof Error ? error.message : 'Could not load tasks',
          }),
        );
    void fetchTasks();
    return platform.subscribe('tasks', () => void fetchTasks());
  }, [platform]);

  return (
    <section aria-labelledby="upcoming-title" css={{ padding: 16, maxWidth: 960 }}>
      <h1 id="upcoming-title" css={{ fontSize: 20, margin: '0 0 12px' }}>
        Welcome back, {platform.session.user.name.split(' ')[0]}
      </h1>
      <h2 css={{ fontSize: 16, margin: '0 0 8px' }}>
        {load.state === 'ready' ? load.scopeLabel : 'Upcoming tasks'}
      </h2>
      {load.state === 'loading' && <Skeleton height={160} />}
      {load.state === 'error' && <p role="alert">{load.message}</p>}
      {load.state === 'ready' && load.tasks.length === 0 && <EmptyState title="No tasks yet" />}
      {load.state === 'ready' && load.tasks.length > 0 && (
        <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}>
          {load.tasks.map((task) => (
            <li key={task.id}>
              <a
                href={`?task=${task.id}`}
                onClick={(event) => {
                  event.preventDefault();
                  platform.nav.openTask(task.id);
                }}
                css={{
                  display: 'flex',
                  gap: 12,
                  justifyContent: 'space-between',
                  padding: '10px 12px',
                  border: '1px solid #e2e8f0',
                  borderRadius: 8,
                  color: '#0f172a',
                  textDecoration: 'none',
                  flexWrap: 'wrap',
                }}
              >
                <span>{task.title}</span>
                <span css={{ color: '#475569', fontSize: 13 }}>
                  {TASK_STATUS_LABELS[task.status]} · {formatDueDate(task.due_date)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
