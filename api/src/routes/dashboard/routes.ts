import { dashboardItemsSchema, historySchema, SIGNED_IN_ACCESS } from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { dashboardItems } from '../../services/dashboard/items';
import { recentHistory } from '../../services/tasks-history';

export const dashboardRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'dashboard.history',
    method: 'GET',
    path: '/api/dashboard/history',
    summary: 'The tasks the caller opened or changed lately, newest first (at most 20)',
    tag: 'dashboard',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The recent items', schema: historySchema },
    handle: async ({ auth }) => ({ items: await recentHistory(auth) }),
  }),
  sessionRoute({
    id: 'dashboard.items',
    method: 'GET',
    path: '/api/dashboard/items',
    summary:
      "What needs the caller's attention, ranked: overdue, due within 24 h, reservation requests, open issues, unassigned tasks, own tasks, offers (at most 50)",
    tag: 'dashboard',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'read',
    response: { status: 200, description: 'The ranked items', schema: dashboardItemsSchema },
    handle: ({ auth }) => dashboardItems(auth),
  }),
];
