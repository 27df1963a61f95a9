import {
  followUpTaskResponseSchema,
  followUpTaskSchema,
  reportIssueResponseSchema,
  reportIssueSchema,
  resolveIssueSchema,
} from '@staydesk/contracts';
import { Types } from 'mongoose';
import { z } from 'zod';
import type { ExampleFixture } from '../../http/example-fixture';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { Task as TaskModel } from '../../models/task';
import { createFollowUpTask } from '../../services/task-issues/follow-up';
import { reportIssue } from '../../services/task-issues/report';
import { resolveIssue } from '../../services/task-issues/resolve';
import { changeTasksAccess, structureAccess } from '../tasks/access';

const taskParams = z.object({ id: z.string().min(1).max(64) });

/** The examples' issue: an open, non-blocking one on the tenant's task, made afresh. */
const EXAMPLE_ISSUE_ID = '64b000000000000000000e01';
const openExampleIssue = async ({ tenant }: ExampleFixture) => {
  const _id = new Types.ObjectId(EXAMPLE_ISSUE_ID);
  await TaskModel.updateOne({ _id: tenant.taskId }, { $pull: { issues: { _id } } });
  await TaskModel.updateOne(
    { _id: tenant.taskId },
    { $push: { issues: { _id, type: 'damage', title: 'Damage Found', status: 'reported' } } },
  );
};

export const taskIssueRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'tasks.reportIssue',
    method: 'POST',
    path: '/api/tasks/:id/issues',
    summary:
      "The assigned provider or an editor reports an issue with the task's uploaded files as evidence; a blocking one blocks the task",
    tag: 'tasks',
    access: changeTasksAccess,
    rateLimit: 'write',
    params: taskParams,
    body: reportIssueSchema,
    response: { status: 201, description: 'The new issue', schema: reportIssueResponseSchema },
    errors: [404, 409],
    example: {
      request: ({ tenant }) => ({
        params: { id: tenant.taskId },
        body: {
          type: 'damage',
          description: 'Cracked tile by the shower',
          location: 'Bathroom',
          photos: [{ url: `/api/tasks/attachments/${tenant.attachmentId}` }],
          isBlocking: false,
        },
      }),
    },
    handle: async ({ auth, params, body }) => reportIssue(auth, params.id, body),
  }),
  sessionRoute({
    id: 'tasks.resolveIssue',
    method: 'PATCH',
    path: '/api/tasks/:id/issues',
    summary:
      'The assigned provider or an editor resolves an issue; the last blocking one unblocks the task',
    tag: 'tasks',
    access: changeTasksAccess,
    rateLimit: 'write',
    params: taskParams,
    body: resolveIssueSchema,
    response: { status: 200, description: 'The resolved issue', schema: reportIssueResponseSchema },
    errors: [404, 409],
    example: {
      prepare: openExampleIssue,
      request: ({ tenant }) => ({
        params: { id: tenant.taskId },
        body: { issueId: EXAMPLE_ISSUE_ID, action: 'resolve' },
      }),
    },
    handle: async ({ auth, params, body }) => resolveIssue(auth, params.id, body),
  }),
  sessionRoute({
    id: 'tasks.createIssueFollowUp',
    method: 'POST',
    path: '/api/tasks/:id/issues/follow-up',
    summary:
      'A structure editor makes a task of an issue: its category from the issue type, urgent when blocking, else high',
    tag: 'tasks',
    access: structureAccess,
    rateLimit: 'write',
    params: taskParams,
    body: followUpTaskSchema,
    response: {
      status: 201,
      description: 'The follow-up task',
      schema: followUpTaskResponseSchema,
    },
    errors: [404, 409],
    example: {
      prepare: openExampleIssue,
      request: ({ tenant }) => ({
        params: { id: tenant.taskId },
        body: { issueId: EXAMPLE_ISSUE_ID },
      }),
    },
    handle: async ({ auth, params, body }) => createFollowUpTask(auth, params.id, body.issueId),
  }),
];
