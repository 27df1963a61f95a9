import { useState } from 'react';
import {
  listingPageQuerySchema,
  LISTINGS_PAGE_SIZE,
  maxLengthOf,
  shortPropertyName,
  type ListingPage,
} from '@staydesk/contracts';
import { Button, EmptyState, Input, useDebouncedValue } from '@staydesk/design-system';
import type { ShellPageProps } from '../shell-page-props';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { PageLink } from '../page-kit/PageLink';
import { withPageStore } from '../page-kit/page-store';
import { loadOf } from '../page-kit/query-load';
import { useListingPageQuery } from './listings-api';
import { ListingThumbnail } from './ListingThumbnail';

/** Listing search waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/** 'Showing 25–48 of 60 listings', or '12 listings' when they all fit on one page. */
export function listingsCount({ total, offset, limit }: ListingPage, shown: number): string {
  const noun = total === 1 ? 'listing' : 'listings';
  if (total <= limit && offset === 0) return `${total} ${noun}`;
  return `Showing ${offset + 1}–${offset + shown} of ${total} ${noun}`;
}

/** The caller's listings in their groups, a page at a time, searchable by name or city. */
function ListingsPage({ platform }: ShellPageProps) {
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const [pagedQuery, setPagedQuery] = useState(settledQuery);
  // A new search starts again at its first page.
  if (pagedQuery !== settledQuery) {
    setPagedQuery(settledQuery);
    setOffset(0);
  }
  const page = loadOf(useListingPageQuery({ query: settledQuery, offset }));
  const searching = settledQuery.trim() !== '';
  const shown =
    page.state === 'ready'
      ? page.data.groups.reduce((count, group) => count + group.listings.length, 0)
      : 0;
  return (
    <PageFrame title="Listings" titleId="listings-title">
      <div css={{ maxWidth: 420, marginBottom: 16 }}>
        <Input
          label="Search listings"
          type="search"
          placeholder="Name or city"
          maxLength={maxLengthOf(listingPageQuerySchema.shape.query)}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {page.state === 'loading' && <PageLoading />}
      {page.state === 'error' && <PageError>Failed to load listings: {page.message}</PageError>}
      {page.state === 'ready' && page.data.total === 0 && (
        <EmptyState title={searching ? 'No listings match your search' : 'No listings available'} />
      )}
      {page.state === 'ready' && page.data.total > 0 && (
        <p role="status" css={{ margin: '0 0 12px', color: '#475569' }}>
          {listingsCount(page.data, shown)}
        </p>
      )}
      {page.state === 'ready' &&
        page.data.groups.map((group) => (
          <section key={group.id} aria-label={group.name} css={{ marginBottom: 20 }}>
            <h2 css={{ fontSize: 15, color: '#334155', margin: '0 0 8px' }}>{group.name}</h2>
            <ul
              css={{
                listStyle: 'none',
                margin: 0,
                padding: 0,
                display: 'grid',
                gap: 8,
                gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
              }}
            >
              {group.listings.map((listing) => (
                <li key={listing.id}>
                  <PageLink
                    platform={platform}
                    to={`/listings/${listing.id}`}
                    css={{
                      display: 'flex',
                      gap: 12,
                      alignItems: 'center',
                      padding: 8,
                      border: '1px solid #e2e8f0',
                      borderRadius: 8,
                    }}
                  >
                    <ListingThumbnail src={listing.thumbnail} size={56} />
                    <span css={{ display: 'grid', minWidth: 0 }}>
                      <span css={{ fontWeight: 600 }}>{shortPropertyName(listing.name)}</span>
                      <span css={{ fontSize: 13, color: '#475569' }}>{listing.city}</span>
                    </span>
                  </PageLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
      {page.state === 'ready' && page.data.total > page.data.limit && (
        <nav aria-label="Listing pages" css={{ display: 'flex', gap: 8 }}>
          <Button
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - LISTINGS_PAGE_SIZE))}
          >
            Previous
          </Button>
          <Button
            variant="secondary"
            disabled={offset + shown >= page.data.total}
            onClick={() => setOffset(offset + LISTINGS_PAGE_SIZE)}
          >
            Next
          </Button>
        </nav>
      )}
    </PageFrame>
  );
}

export default withPageStore(ListingsPage);
