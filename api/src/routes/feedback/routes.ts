import {
  FEEDBACK_READER_ROLES,
  feedbackDraftSchema,
  feedbackListResponseSchema,
  feedbackResponseSchema,
  rolesAccess,
  SIGNED_IN_ACCESS,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { listFeedback, submitFeedback } from '../../services/feedback';

export const feedbackRoutes = (): RouteDeclaration[] => [
  sessionRoute({
    id: 'feedback.submit',
    method: 'POST',
    path: '/api/feedback',
    summary: 'Sends the product team what the caller noticed, with the page they were on',
    tag: 'feedback',
    access: SIGNED_IN_ACCESS,
    rateLimit: 'write',
    body: feedbackDraftSchema,
    response: { status: 201, description: 'The stored feedback', schema: feedbackResponseSchema },
    example: {
      request: () => ({ body: { message: 'The calendar strip is handy', page: '/reservations' } }),
    },
    handle: async ({ auth, body }) => ({ feedback: await submitFeedback(auth, body) }),
  }),
  sessionRoute({
    id: 'feedback.list',
    method: 'GET',
    path: '/api/feedback',
    summary: "The newest feedback of the caller's customer (at most 50), for its admins",
    tag: 'feedback',
    access: rolesAccess(FEEDBACK_READER_ROLES, 'read feedback'),
    rateLimit: 'read',
    response: { status: 200, description: 'The feedback', schema: feedbackListResponseSchema },
    handle: async ({ auth }) => ({ feedback: await listFeedback(auth) }),
  }),
];
