import { css, type Theme } from '@emotion/react';
import type { ReactNode } from 'react';

const listStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: minmax(96px, max-content) 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.typography.sizes.sm};
  dt {
    color: ${theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

export interface Detail {
  term: string;
  value: ReactNode;
}

/** Label and value pairs, read as a description list. */
export function DetailList({ details }: { details: Detail[] }) {
  return (
    <dl css={listStyle}>
      {details.map((detail) => (
        <div key={detail.term} css={{ display: 'contents' }}>
          <dt>{detail.term}</dt>
          <dd>{detail.value}</dd>
        </div>
      ))}
    </dl>
  );
}
