import { z } from 'zod';
import {
  ASSIGNED_SCOPE_ROLES,
  assignmentRespondSchema,
  rolesAccess,
  taskResponseSchema,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { Task as TaskModel, type TaskDoc } from '../../models/task';
import { respondToAssignment } from '../../services/tasks-assignments';

export const assignmentRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'tasks.respondToAssignment',
    method: 'POST',
    path: '/api/tasks/assignments/:id/respond',
    summary: 'The assignee (or its partner company) accepts or declines a pending assignment',
    tag: 'tasks',
    access: rolesAccess(ASSIGNED_SCOPE_ROLES, 'respond to assignments'),
    rateLimit: 'write',
    params: z.object({ id: z.string().min(1).max(64) }),
    body: assignmentRespondSchema,
    response: { status: 200, description: 'The task', schema: taskResponseSchema },
    errors: [404, 409],
    example: {
      request: ({ caller, tenant }) => ({
        params: {
          id:
            tenant.assignmentIds[caller.userId] ?? Object.values(tenant.assignmentIds)[0] ?? 'none',
        },
        body: { accept: true, notes: 'On my way at 10' },
      }),
      // Every caller answers a pending assignment.
      prepare: async ({ tenant }) => {
        const task = await TaskModel.findById(tenant.taskId);
        if (!task) return;
        for (const assignment of task.assignments as TaskDoc['assignments']) {
          assignment.status = 'pending';
          assignment.acceptanceStatus = 'pending';
        }
        await task.save();
      },
    },
    handle: async ({ auth, params, body }) => ({
      task: await respondToAssignment(auth, params.id, body),
    }),
  }),
];
