import { TASK_CATEGORIES, TASK_STATUSES, type Task, type Team } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';

const HOUR_MS = 3_600_000;
const PAGE_SIZE = 100;

/** The team the dashboard's stories and tests pick assignees from. */
export const dashboardTeam: Team = {
  users: [
    {
      id: 'user-2',
      name: 'Morgan Maintenance',
      email: 'maintenance@demo.test',
      roles: ['maintenance'],
      image: null,
      company: null,
      serviceProvider: null,
    },
  ],
  groups: [],
};

/** Tasks due from a day ago onwards, every few hours, of every status and category. */
export function storyTasks(count: number): Task[] {
  const start = Date.now() - 24 * HOUR_MS;
  return Array.from({ length: count }, (_, index) =>
    sampleTask({
      id: `story-task-${index}`,
      title: `Turnover ${index + 1}`,
      status: TASK_STATUSES[index % 4] ?? 'todo',
      category: TASK_CATEGORIES[index % TASK_CATEGORIES.length] ?? 'other',
      due_date: index % 50 === 49 ? null : new Date(start + index * 3 * HOUR_MS).toISOString(),
    }),
  );
}

interface StoryBackend {
  tasks: Task[];
  listStatus?: number;
  /** Why a bulk change refuses a task, or null when it takes it. */
  refuse?: (taskId: string) => string | null;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Storybook: global fetch answered as the dashboard's calls would be, a little slowly. */
export function serveTasksInStory({ tasks, listStatus = 200, refuse = () => null }: StoryBackend) {
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (url.pathname === '/api/user/users') return json(dashboardTeam);
    if (url.pathname === '/api/tasks/bulk') {
      const { taskIds } = (await request.json()) as { taskIds: string[] };
      const refused = taskIds.flatMap((id) => {
        const message = refuse(id);
        return message ? [{ id, message }] : [];
      });
      const updated = taskIds.filter((id) => !refused.some((each) => each.id === id));
      return json({ updated, refused });
    }
    if (listStatus !== 200) {
      return json({ error: { code: 'internal', message: 'Tasks could not be read' } }, listStatus);
    }
    const from = Number(url.searchParams.get('cursor') ?? 0);
    const next = from + PAGE_SIZE < tasks.length ? String(from + PAGE_SIZE) : null;
    return json({
      tasks: tasks.slice(from, from + PAGE_SIZE),
      nextCursor: next,
      scopeLabel: "All of your team's tasks",
    });
  };
}
