import type { ReactNode } from 'react';
import { Skeleton } from '@staydesk/design-system';

/** A shell page: its heading, then its content, readable at 390 px. */
export function PageFrame({
  title,
  titleId,
  actions,
  children,
}: {
  title: ReactNode;
  /** Unique on the page: the section is named by its heading. */
  titleId: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={titleId}
      css={{ padding: 16, maxWidth: 1040, boxSizing: 'border-box' }}
    >
      <div
        css={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 8,
          marginBottom: 12,
        }}
      >
        <h1 id={titleId} css={{ fontSize: 20, margin: 0 }}>
          {title}
        </h1>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** What a page shows while its data loads. */
export const PageLoading = () => (
  <div aria-busy="true" aria-label="Loading">
    <Skeleton height={24} width="60%" />
    <Skeleton height={120} />
  </div>
);

export const PageError = ({ children }: { children: ReactNode }) => (
  <p role="alert" css={{ color: '#b91c1c' }}>
    {children}
  </p>
);
