import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  /** Usually a `Button`, e.g. 'Try Again'. */
  action?: ReactNode;
  icon?: ReactNode;
}

const rootStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[8]} ${theme.space[4]};
  text-align: center;
`;

const iconStyle = (theme: Theme) => css`
  color: ${theme.colors.text.muted};
  margin-bottom: ${theme.space[1]};
`;

const titleStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.primary};
  font-size: ${theme.typography.sizes.md};
  font-weight: ${theme.typography.weights.semibold};
`;

const descriptionStyle = (theme: Theme) => css`
  margin: 0;
  max-width: 36ch;
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
  line-height: ${theme.typography.lineHeights.normal};
`;

export function EmptyState({ title, description, action, icon }: EmptyStateProps) {
  return (
    <div css={rootStyle}>
      {icon && (
        <div css={iconStyle} aria-hidden="true">
          {icon}
        </div>
      )}
      <p css={titleStyle}>{title}</p>
      {description && <p css={descriptionStyle}>{description}</p>}
      {action && <div css={(theme) => ({ marginTop: theme.space[2] })}>{action}</div>}
    </div>
  );
}
