import { css, type Theme } from '@emotion/react';
import type { Tone } from '@staydesk/design-system';
import type { ReactNode } from 'react';

const bannerStyle = (theme: Theme, tone: Tone) => css`
  margin-top: ${theme.space[4]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.tones[tone].softBackground};
  color: ${theme.colors.tones[tone].softText};
  font-size: ${theme.typography.sizes.sm};
  p {
    margin: 0;
  }
`;

/** A coloured notice across the sidebar; `label` names it for assistive technology. */
export function Banner({
  tone,
  label,
  children,
}: {
  tone: Tone;
  label: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} css={(theme) => bannerStyle(theme, tone)}>
      {children}
    </section>
  );
}
