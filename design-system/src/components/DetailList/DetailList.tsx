import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const listStyle = (theme: Theme, layout: DetailListLayout) => css`
  display: grid;
  grid-template-columns: ${layout === 'figures' ? '1fr max-content' : 'minmax(96px, max-content) 1fr'};
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.typography.sizes.sm};
  dt {
    color: ${theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    font-weight: ${layout === 'figures' ? theme.typography.weights.medium : 'inherit'};
  }
`;

/** 'labels' reads label then value; 'figures' right-aligns short values, like a rule table. */
export type DetailListLayout = 'labels' | 'figures';

export interface Detail {
  term: string;
  value: ReactNode;
}

export interface DetailListProps {
  details: Detail[];
  layout?: DetailListLayout;
}

/** Label and value pairs, read as a description list. */
export function DetailList({ details, layout = 'labels' }: DetailListProps) {
  return (
    <dl css={(theme) => listStyle(theme, layout)}>
      {details.map((detail) => (
        <div key={detail.term} css={{ display: 'contents' }}>
          <dt>{detail.term}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
