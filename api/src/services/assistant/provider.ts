import type { AssistantAnswer, AssistantQuestion } from '@staydesk/contracts';
import type { CommandProposer } from './proposals';
import type { AssistantReads } from './reads';

/** What a provider works with: the caller's data and the commands it may propose, nothing more. */
export interface AssistantKit {
  now: Date;
  reads: AssistantReads;
  proposer: CommandProposer;
}

/** Turns a question into an answer, found data and proposed commands; it never runs a command. */
export interface AssistantProvider {
  answer(question: AssistantQuestion, kit: AssistantKit): Promise<AssistantAnswer>;
}
