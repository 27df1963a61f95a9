import {
  createEscalationSchema,
  DEFAULT_ESCALATION_RULES,
  taskResponseSchema,
  updateEscalationRulesSchema,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { createEscalation, updateEscalationRules } from '../../services/escalations/manage';
import { structureAccess } from '../tasks/access';

const PATH = '/api/tasks/marketplace/escalations';

export const escalationRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'marketplace.updateEscalationRules',
    method: 'PATCH',
    path: PATH,
    summary: "Sets a task's seven escalation rules, each within its bounds",
    tag: 'marketplace',
    access: structureAccess,
    rateLimit: 'write',
    body: updateEscalationRulesSchema,
    response: { status: 200, description: 'The task with its rules', schema: taskResponseSchema },
    errors: [404],
    example: {
      request: ({ tenant }) => ({
        body: {
          taskId: tenant.taskId,
          action: 'update_rules',
          rules: { ...DEFAULT_ESCALATION_RULES, primaryVisibilityTime: 4 },
        },
      }),
    },
    handle: async ({ auth, body }) => ({ task: await updateEscalationRules(auth, body) }),
  }),
  sessionRoute({
    id: 'marketplace.createEscalation',
    method: 'POST',
    path: PATH,
    summary:
      'Raises a manual warning on a task (no progress, quality issues), or escalates it to the marketplace',
    tag: 'marketplace',
    access: structureAccess,
    rateLimit: 'write',
    body: createEscalationSchema,
    response: {
      status: 201,
      description: 'The task with its escalations',
      schema: taskResponseSchema,
    },
    errors: [404, 409],
    example: {
      request: ({ tenant }) => ({
        body: { taskId: tenant.taskId, reason: 'no_progress', escalation_level: 'warning' },
      }),
    },
    handle: async ({ auth, body }) => ({ task: await createEscalation(auth, body) }),
  }),
];
