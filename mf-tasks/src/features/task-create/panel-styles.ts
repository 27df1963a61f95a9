import { css, type Theme } from '@emotion/react';

export const boxStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[3]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background.surface};
`;

export const formStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  h3,
  legend {
    margin: 0 0 ${theme.space[2]};
    padding: 0;
    font-size: ${theme.typography.sizes.sm};
    font-weight: ${theme.typography.weights.semibold};
  }
  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
    min-width: 0;
  }
`;

/** The choices of a picker in the panel (a parent task, a listing), one full-width button each. */
export const pickListStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[1]};
  margin: ${theme.space[2]} 0 0;
  padding: 0;
  list-style: none;
  button {
    width: 100%;
    justify-content: flex-start;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

// One wrapping row of controls for every task form.
export { rowStyle } from '../task-sidebar/formStyles';

export const twoColumnStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
  gap: ${theme.space[3]};
`;

export { textareaStyle } from '@staydesk/design-system/panels';

export const labelStyle = (theme: Theme) => css`
  display: block;
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.typography.sizes.sm};
  font-weight: ${theme.typography.weights.medium};
`;
