import { css, type Theme } from '@emotion/react';
import { ASSISTANT_QUESTION_MAX } from '@staydesk/contracts';
import { Button, Input, Spinner } from '@staydesk/design-system';
import { useState, type FormEvent } from 'react';
import { FoundList } from './FoundList';
import { ProposedCommandCard } from './ProposedCommandCard';
import { useAssistant, type Exchange } from './useAssistant';
import { VoiceQuestionButton } from './VoiceQuestionButton';

export interface AssistantPanelProps {
  question: string;
  onClose(): void;
}

const panelStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  max-height: min(480px, 70dvh);
  overflow-y: auto;
  section {
    display: grid;
    gap: ${theme.space[3]};
  }
  h3 {
    margin: 0;
    font-size: ${theme.typography.sizes.md};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const followUpStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: 1fr auto auto;
  @media (max-width: 480px) {
    grid-template-columns: 1fr auto;
  }
  align-items: end;
  gap: ${theme.space[2]};
`;

function ExchangeView({ exchange, onClose }: { exchange: Exchange; onClose(): void }) {
  return (
    <section aria-label={exchange.question}>
      <h3>{exchange.question}</h3>
      <div aria-live="polite">
        {exchange.state === 'asking' && <Spinner size={16} label="Thinking…" />}
        {exchange.state === 'failed' && <p role="alert">{exchange.error}</p>}
        {exchange.state === 'answered' && <p>{exchange.answer.answer}</p>}
      </div>
      {exchange.state === 'answered' && exchange.answer.data.length > 0 && (
        <FoundList items={exchange.answer.data} onOpen={onClose} />
      )}
      {exchange.state === 'answered' &&
        exchange.answer.proposedCommands.map((proposal, index) => (
          <ProposedCommandCard key={index} proposal={proposal} />
        ))}
    </section>
  );
}

/** 'Ask the AI': the question, the answer, what it found and the commands it proposes. */
export default function AssistantPanel({ question, onClose }: AssistantPanelProps) {
  const { exchanges, ask } = useAssistant(question);
  const [followUp, setFollowUp] = useState('');
  const busy = exchanges.at(-1)?.state === 'asking';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!followUp.trim() || busy) return;
    ask(followUp);
    setFollowUp('');
  };

  return (
    <div css={panelStyle}>
      {exchanges.map((exchange, index) => (
        <ExchangeView key={index} exchange={exchange} onClose={onClose} />
      ))}
      <form css={followUpStyle} onSubmit={submit}>
        <Input
          label="Ask a follow-up question"
          hideLabel
          placeholder="Ask a follow-up question"
          maxLength={ASSISTANT_QUESTION_MAX}
          value={followUp}
          onChange={(event) => setFollowUp(event.target.value)}
        />
        <Button type="submit" disabled={busy || !followUp.trim()}>
          Ask
        </Button>
        <VoiceQuestionButton onQuestion={ask} />
      </form>
    </div>
  );
}
