import { css, type Theme } from '@emotion/react';
import { mq } from '@staydesk/design-system';

export const cardStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  margin: 0;
  padding: ${theme.space[4]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background.surface};
  min-width: 0;
`;

export const headingStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.sizes.lg};
  font-weight: ${theme.typography.weights.semibold};
`;

/** A fieldset inside a card: no border of its own, so its legend sits at the top like a heading. */
export const fieldsetStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

export const legendStyle = (theme: Theme) => css`
  padding: 0;
  margin-bottom: ${theme.space[3]};
  font-size: ${theme.typography.sizes.md};
  font-weight: ${theme.typography.weights.semibold};
`;

export const hintStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
`;

export const errorStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.danger};
  font-size: ${theme.typography.sizes.sm};
`;

/** Switches in as many columns as fit: one on a phone. */
export const switchListStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${mq.below('narrow')} {
    grid-template-columns: 1fr;
  }
`;
