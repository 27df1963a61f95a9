import {
  ASSISTANT_ROLES,
  assistantAnswerSchema,
  assistantRequestSchema,
  rolesAccess,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import {
  askAssistant,
  assistantProviderFromEnv,
  type AssistantProvider,
} from '../../services/assistant';

export const assistantRoutes = (
  provider: AssistantProvider = assistantProviderFromEnv(process.env),
): RouteDeclaration[] => [
  sessionRoute({
    id: 'assistant.ask',
    method: 'POST',
    path: '/api/assistant',
    summary:
      "Answers a question from the caller's listings, reservations and tasks, with commands to confirm (none is run)",
    tag: 'assistant',
    access: rolesAccess(ASSISTANT_ROLES, 'ask the AI'),
    rateLimit: 'write',
    body: assistantRequestSchema,
    response: {
      status: 200,
      description: '{ answer, understood, data, proposedCommands }',
      schema: assistantAnswerSchema,
    },
    errors: [502, 504],
    example: { request: () => ({ body: { question: 'what is due today' } }) },
    handle: ({ auth, body }) => askAssistant(provider, auth, body),
  }),
];
