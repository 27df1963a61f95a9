import { css, type Theme } from '@emotion/react';
import type { CreationState } from './useCreateTask';

// A row of its own above Create Task, in view however far the form is scrolled.
const outcomeStyle = (theme: Theme, tone: 'success' | 'danger') => css`
  flex: 1 1 100%;
  margin: 0;
  padding: ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.tones[tone].softBackground};
  color: ${theme.colors.tones[tone].softText};
  font-size: ${theme.typography.sizes.sm};
`;

/** The Error box with the server's message, or the Success box. */
export function CreationOutcome({ state }: { state: CreationState }) {
  if (state.kind === 'failed') {
    return (
      <div role="alert" css={(theme) => outcomeStyle(theme, 'danger')}>
        <strong>Error</strong>
        <p css={{ margin: '4px 0 0' }}>{state.message}</p>
      </div>
    );
  }
  if (state.kind === 'created') {
    return (
      <p role="status" css={(theme) => outcomeStyle(theme, 'success')}>
        Task created successfully!
      </p>
    );
  }
  return null;
}
