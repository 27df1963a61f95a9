import { css, type Theme } from '@emotion/react';
import { MARKETPLACE_PAGE_SIZE } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';

const pagerStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  font-size: ${theme.typography.sizes.sm};
`;

interface PagerProps {
  page: number;
  total: number;
  hasMore: boolean;
  onPage: (page: number) => void;
  label: string;
}

/** Pages of 20, from 1: offset = (page - 1) × 20 (spec §9). */
export function Pager({ page, total, hasMore, onPage, label }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / MARKETPLACE_PAGE_SIZE));
  if (page === 1 && !hasMore) return null;
  return (
    <nav css={pagerStyle} aria-label={label}>
      <Button size="sm" variant="secondary" disabled={page === 1} onClick={() => onPage(page - 1)}>
        Previous
      </Button>
      <span>
        Page {page} of {pages}
      </span>
      <Button size="sm" variant="secondary" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
      </Button>
    </nav>
  );
}
