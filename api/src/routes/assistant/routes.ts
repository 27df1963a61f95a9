import {
  ASSISTANT_ROLES,
  assistantAnswerSchema,
  assistantCapabilitiesSchema,
  assistantRequestSchema,
  rolesAccess,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import {
  askAssistant,
  assistantProviderFromEnv,
  type AssistantProvider,
} from '../../services/assistant';
import { noTranscription, transcriberFromEnv } from '../../services/transcription';

const assistantAccess = rolesAccess(ASSISTANT_ROLES, 'ask the AI');

export const assistantRoutes = (
  provider: AssistantProvider = assistantProviderFromEnv(process.env),
  voiceInput = transcriberFromEnv(process.env) !== noTranscription,
): RouteDeclaration[] => [
  sessionRoute({
    id: 'assistant.capabilities',
    method: 'GET',
    path: '/api/assistant',
    summary: 'What the assistant panel may offer: voice input when a transcription provider is set',
    tag: 'assistant',
    access: assistantAccess,
    rateLimit: 'read',
    response: { status: 200, description: '{ voiceInput }', schema: assistantCapabilitiesSchema },
    example: { request: () => ({}) },
    handle: () => ({ voiceInput }),
  }),
  sessionRoute({
    id: 'assistant.ask',
    method: 'POST',
    path: '/api/assistant',
    summary:
      "Answers a question from the caller's listings, reservations and tasks, with commands to confirm (none is run)",
    tag: 'assistant',
    access: assistantAccess,
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
