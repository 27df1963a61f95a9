import { useState } from 'react';
import { shortPropertyName, type ListingSummaryGroup } from '@staydesk/contracts';
import { EmptyState, Input, useDebouncedValue } from '@staydesk/design-system';
import type { ShellPageProps } from '../shell-pages';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';

import { useJson } from '../page-kit/use-json';
import { PageLink } from '../page-kit/PageLink';
import { ListingThumbnail } from './ListingThumbnail';

/** Listing search waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

export const listingsPath = (query: string) =>
  `/api/listings?${new URLSearchParams({ query: query.trim(), withGroups: 'true' }).toString()}`;

/** The caller's listings in their groups, searchable by name or city. */
export default function ListingsPage({ platform }: ShellPageProps) {
  const [query, setQuery] = useState('');
  const settledQuery = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const groups = useJson<ListingSummaryGroup[]>(platform, listingsPath(settledQuery));
  const searching = settledQuery.trim() !== '';
  return (
    <PageFrame title="Listings" titleId="listings-title">
      <div css={{ maxWidth: 420, marginBottom: 16 }}>
        <Input
          label="Search listings"
          type="search"
          placeholder="Name or city"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {groups.state === 'loading' && <PageLoading />}
      {groups.state === 'error' && <PageError>Failed to load listings: {groups.message}</PageError>}
      {groups.state === 'ready' && groups.data.length === 0 && (
        <EmptyState title={searching ? 'No listings match your search' : 'No listings available'} />
      )}
      {groups.state === 'ready' &&
        groups.data.map((group) => (
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
    </PageFrame>
  );
}
