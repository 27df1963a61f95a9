import { css, type Theme } from '@emotion/react';
import { COMMAND_FAILED_MESSAGE, type ProposedCommand } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useState } from 'react';
import { useAssistantPlatform } from './assistant-platform';

export const COMMAND_SUCCESS_MESSAGE = 'Command executed successfully';

type CardState =
  | { kind: 'proposed' }
  | { kind: 'running' }
  | { kind: 'done' }
  | { kind: 'failed'; error: string }
  | { kind: 'cancelled' };

const cardStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.md};
  h4,
  p {
    margin: 0;
  }
  p {
    color: ${theme.colors.text.secondary};
    overflow-wrap: anywhere;
  }
`;

const actionsStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
`;

/** A command the assistant proposes: nothing runs until the user confirms it. */
export function ProposedCommandCard({ proposal }: { proposal: ProposedCommand }) {
  const { executeCommand } = useAssistantPlatform();
  const [state, setState] = useState<CardState>({ kind: 'proposed' });

  async function confirm() {
    setState({ kind: 'running' });
    const result = await executeCommand({ action: proposal.action });
    setState(
      result.success
        ? { kind: 'done' }
        : { kind: 'failed', error: result.error ?? COMMAND_FAILED_MESSAGE },
    );
  }

  const open = state.kind === 'proposed' || state.kind === 'running' || state.kind === 'failed';
  return (
    <article css={cardStyle} aria-label={proposal.label}>
      <h4>{proposal.label}</h4>
      <p>{proposal.summary}</p>
      {open && (
        <div css={actionsStyle}>
          <Button size="sm" loading={state.kind === 'running'} onClick={() => void confirm()}>
            Confirm
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={state.kind === 'running'}
            onClick={() => setState({ kind: 'cancelled' })}
          >
            Cancel
          </Button>
        </div>
      )}
      <div role="status">
        {state.kind === 'done' && COMMAND_SUCCESS_MESSAGE}
        {state.kind === 'cancelled' && 'Cancelled'}
      </div>
      {state.kind === 'failed' && <p role="alert">{state.error}</p>}
    </article>
  );
}
