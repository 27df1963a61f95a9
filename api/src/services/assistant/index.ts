import {
  assistantRequestSchema,
  type AssistantAnswer,
  type AssistantRequest,
} from '@staydesk/contracts';
import type { AuthContext } from '../../middleware/auth';
import { offlineProvider } from './offline/provider';
import { AI_TIMEOUT_MS, openAiCompatibleProvider } from './openai-compatible';
import { commandProposer } from './proposals';
import type { AssistantProvider } from './provider';
import { assistantReads } from './reads';

export type { AssistantProvider } from './provider';

/** AI_BASE_URL, AI_API_KEY and AI_MODEL all set: that service; otherwise the offline provider. */
export function assistantProviderFromEnv(env: NodeJS.ProcessEnv): AssistantProvider {
  const { AI_BASE_URL: baseUrl, AI_API_KEY: apiKey, AI_MODEL: model } = env;
  if (!baseUrl || !apiKey || !model) return offlineProvider;
  const timeoutMs = Number(env.AI_TIMEOUT_MS) || AI_TIMEOUT_MS;
  return openAiCompatibleProvider({ baseUrl, apiKey, model, timeoutMs });
}

/** Answers the caller's question from their own data; commands are proposed, never run. */
export function askAssistant(
  provider: AssistantProvider,
  auth: AuthContext,
  request: AssistantRequest,
  now = new Date(),
): Promise<AssistantAnswer> {
  return provider.answer(assistantRequestSchema.parse(request), {
    now,
    reads: assistantReads(auth),
    proposer: commandProposer(auth),
  });
}
