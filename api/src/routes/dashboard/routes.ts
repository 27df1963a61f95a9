import { dashboardItemsSchema, historySchema, SIGNED_IN_ACCESS } from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { dashboardItems } from '../../services/dashboard/items';
import { recentHistory } from '../../services/tasks-history';

/** The source of the first inbox item: a task's id when the item is a task. */
const FIRST_ITEM = '$response.body#/items/0/sourceId';

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
    // The first item is most often a task (overdue ones come first): the task routes it opens.
    links: [
      { name: 'FirstItemTask', operationId: 'tasks.list', parameters: { taskId: FIRST_ITEM } },
      {
        name: 'SubtaskOfFirstItem',
        operationId: 'tasks.createSubtask',
        parameters: { taskId: FIRST_ITEM },
      },
      {
        name: 'ChecklistItemOnFirstItem',
        operationId: 'tasks.addChecklist',
        requestBody: { taskId: FIRST_ITEM, title: 'Test the smoke alarm' },
      },
      {
        name: 'CommentOnFirstItem',
        operationId: 'tasks.messages.post',
        requestBody: { taskId: FIRST_ITEM, message: 'On my way' },
      },
      {
        name: 'TypingOnFirstItem',
        operationId: 'tasks.typing',
        requestBody: { taskId: FIRST_ITEM },
      },
      {
        name: 'StartFirstItem',
        operationId: 'tasks.bulkUpdate',
        requestBody: { taskIds: [FIRST_ITEM], status: 'in_progress' },
      },
    ],
    handle: ({ auth }) => dashboardItems(auth),
  }),
];
