import { css, type Theme } from '@emotion/react';
import { Button } from '@staydesk/design-system';
import { errorStyle, hintStyle } from './settings-styles';

export type SaveOutcome = { kind: 'saved' } | { kind: 'failed'; message: string } | null;

export interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  outcome: SaveOutcome;
  onDiscard: () => void;
}

const barStyle = (theme: Theme) => css`
  position: sticky;
  bottom: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  margin: 0 -${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border.subtle};
  background: ${theme.colors.background.surface};
`;

function statusText(dirty: boolean, outcome: SaveOutcome): string {
  if (dirty) return 'You have unsaved changes.';
  return outcome?.kind === 'saved' ? 'All changes saved.' : 'No changes.';
}

/** Stays in view at the bottom of the page: what is unsaved, and Save / Discard. */
export function SaveBar({ dirty, saving, outcome, onDiscard }: SaveBarProps) {
  return (
    <div css={barStyle}>
      <div css={{ flex: '1 1 240px', minWidth: 0 }}>
        <p css={hintStyle} role="status">
          {statusText(dirty, outcome)}
        </p>
        {outcome?.kind === 'failed' && (
          <p css={errorStyle} role="alert">
            Your changes were not saved: {outcome.message} They are still here, so you can try
            again.
          </p>
        )}
      </div>
      <div css={(theme) => ({ display: 'flex', gap: theme.space[2] })}>
        <Button variant="secondary" disabled={!dirty || saving} onClick={onDiscard}>
          Discard changes
        </Button>
        <Button type="submit" loading={saving} disabled={!dirty && !saving}>
          Save changes
        </Button>
      </div>
    </div>
  );
}
