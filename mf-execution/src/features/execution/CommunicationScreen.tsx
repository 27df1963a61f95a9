import { css, type Theme } from '@emotion/react';
import {
  issueKind,
  maxLengthOf,
  resolveLabel,
  taskMessageSchema,
  type Task,
  type TaskIssue,
} from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useId, useState } from 'react';
import { useFieldActions } from './actions';
import { bigButtonStyle, cardStyle, errorStyle, stackStyle, textareaStyle } from './styles';
import { useAttempt } from './useAttempt';

const headlineStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.tones.danger.softBackground};
  color: ${theme.colors.tones.danger.softText};
  font-size: ${theme.typography.sizes.lg};
`;

export const RESOLVE_FAILED = 'Failed to resolve issue';
export const SEND_FAILED = 'Failed to send message';

/**
 * While a blocking issue is open the run cannot go on: the issue, a message to the team, and
 * the provider's own way out ('I got in' for access).
 */
export default function CommunicationScreen({ task, issue }: { task: Task; issue: TaskIssue }) {
  const fieldId = useId();
  const { perform } = useFieldActions();
  const [text, setText] = useState('');
  const { busy, failure, attempt } = useAttempt<'send' | 'resolve'>();
  const [sent, setSent] = useState(false);
  const access = issueKind(issue) === 'access';

  const send = () =>
    attempt(
      'send',
      async () => {
        await perform({ kind: 'message', taskId: task.id, message: text.trim() });
        setText('');
        setSent(true);
      },
      SEND_FAILED,
    );

  const resolve = () =>
    attempt(
      'resolve',
      async () => {
        await perform({ kind: 'resolve-issue', taskId: task.id, issueId: issue.id });
      },
      RESOLVE_FAILED,
    );

  return (
    <div css={stackStyle}>
      <h3 css={headlineStyle}>
        {access ? 'Access Issue - Cannot Continue' : 'Blocking Issue - Cannot Continue'}
      </h3>
      <section aria-label="Blocking issue" css={cardStyle}>
        <strong css={{ overflowWrap: 'anywhere' }}>{issue.title}</strong>
        {issue.description && (
          <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {issue.description}
          </p>
        )}
      </section>
      {failure && (
        <p role="alert" css={errorStyle}>
          {failure}
        </p>
      )}
      <section aria-label="Message composer" css={cardStyle}>
        <label htmlFor={fieldId}>Message the team</label>
        <textarea
          id={fieldId}
          css={textareaStyle}
          maxLength={maxLengthOf(taskMessageSchema.shape.message)}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSent(false);
          }}
        />
        {sent && (
          <p role="status" css={{ margin: 0 }}>
            Message sent
          </p>
        )}
        <Button
          variant="secondary"
          disabled={text.trim().length === 0}
          loading={busy === 'send'}
          onClick={() => void send()}
        >
          Send
        </Button>
      </section>
      <Button css={bigButtonStyle} loading={busy === 'resolve'} onClick={() => void resolve()}>
        {resolveLabel(issue, 'pre-start')}
      </Button>
    </div>
  );
}
