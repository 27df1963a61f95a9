import type { Task, Team, TeamUser } from '@staydesk/contracts';
import { stubApi, type SentRequest, type StubReply } from '@staydesk/design-system/testing';

export type { SentRequest };

/** A route may hold its answer back (a promise) to play a slow network. */
type Route = (request: SentRequest) => StubReply | Promise<StubReply> | undefined;

/**
 * The task API as the sidebar talks to it, in memory: GET answers `task()`, other routes
 * answer what `routes` return (first match wins), and every request is kept in `sent`.
 */
export function serveTaskApi(task: () => Task, ...routes: Route[]) {
  const sent = stubApi((entry) => {
    for (const route of routes) {
      const reply = route(entry);
      if (reply) return reply;
    }
    if (entry.path === '/api/tasks' && entry.search.get('fetchTags')) return { body: { tags: [] } };
    if (entry.path === '/api/user/users') return { body: { users: [], groups: [] } };
    if (entry.path === '/api/tasks/checklists/templates') return { body: { templates: [] } };
    return { body: { task: task() } };
  });
  return {
    sent,
    patches: () => sent.filter((request) => request.method === 'PATCH'),
  };
}

export const teamUser = (id: string, overrides: Partial<TeamUser> = {}): TeamUser => ({
  id,
  name: `User ${id}`,
  email: `${id}@demo.test`,
  roles: ['cleaner'],
  image: null,
  company: null,
  serviceProvider: null,
  ...overrides,
});

export const teamOf = (users: TeamUser[]): Team => ({ users, groups: [] });

export { setViewportWidth } from '@staydesk/design-system/testing';
