import {
  ASSISTANT_CONVERSATION_MAX,
  ASSISTANT_FAILED_MESSAGE,
  assistantAnswerSchema,
  errorMessageOf,
  type AssistantAnswer,
  type AssistantTurn,
} from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import { useCallback, useEffect, useRef, useState } from 'react';

export type Exchange =
  | { question: string; state: 'asking' }
  | { question: string; state: 'answered'; answer: AssistantAnswer }
  | { question: string; state: 'failed'; error: string };

async function requestAnswer(
  question: string,
  conversation: AssistantTurn[],
  signal: AbortSignal,
): Promise<AssistantAnswer> {
  const response = await apiFetch('/api/assistant', {
    method: 'POST',
    body: JSON.stringify({ question, conversation }),
    signal,
  }).catch(() => {
    throw new Error(ASSISTANT_FAILED_MESSAGE);
  });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new Error(errorMessageOf(body, ASSISTANT_FAILED_MESSAGE));
  const answer = assistantAnswerSchema.safeParse(body);
  if (!answer.success) throw new Error(ASSISTANT_FAILED_MESSAGE);
  return answer.data;
}

/** The earlier questions and answers, sent along so a follow-up keeps its thread. */
const conversationOf = (exchanges: readonly Exchange[]): AssistantTurn[] =>
  exchanges
    .flatMap((exchange): AssistantTurn[] =>
      exchange.state === 'answered'
        ? [
            { role: 'user', text: exchange.question },
            { role: 'assistant', text: exchange.answer.answer },
          ]
        : [],
    )
    .slice(-ASSISTANT_CONVERSATION_MAX);

/** The questions asked in the panel and their answers, the first one asked at once. */
export function useAssistant(firstQuestion: string) {
  const [exchanges, setExchanges] = useState<Exchange[]>([]);
  const latest = useRef(exchanges);
  latest.current = exchanges;
  const controller = useRef<AbortController | null>(null);

  const ask = useCallback((question: string) => {
    const text = question.trim();
    if (!text) return;
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    const conversation = conversationOf(latest.current);
    const index = latest.current.length;
    const settle = (exchange: Exchange) =>
      setExchanges((all) => all.map((each, at) => (at === index ? exchange : each)));
    setExchanges((all) => [...all, { question: text, state: 'asking' }]);
    requestAnswer(text, conversation, current.signal).then(
      (answer) => settle({ question: text, state: 'answered', answer }),
      (error: unknown) => {
        if (current.signal.aborted) return;
        const message = error instanceof Error ? error.message : ASSISTANT_FAILED_MESSAGE;
        settle({ question: text, state: 'failed', error: message });
      },
    );
  }, []);

  useEffect(() => {
    ask(firstQuestion);
    return () => {
      controller.current?.abort();
      latest.current = [];
      setExchanges([]);
    };
  }, [ask, firstQuestion]);

  return { exchanges, ask };
}
