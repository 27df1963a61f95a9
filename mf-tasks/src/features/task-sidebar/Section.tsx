import { css, type Theme } from '@emotion/react';
import { useId, type ReactNode } from 'react';

const sectionStyle = (theme: Theme) => css`
  margin-top: ${theme.space[6]};
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.colors.border.subtle};
`;

const headingRowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-bottom: ${theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${theme.typography.sizes.md};
    font-weight: ${theme.typography.weights.semibold};
  }
`;

interface SectionProps {
  title: string;
  /** Beside the heading: a count, a link. */
  aside?: ReactNode;
  children: ReactNode;
}

/** One titled section of the sidebar, a named region for assistive technology. */
export function Section({ title, aside, children }: SectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={sectionStyle}>
      <div css={headingRowStyle}>
        <h3 id={headingId}>{title}</h3>
        {aside}
      </div>
      {children}
    </section>
  );
}
