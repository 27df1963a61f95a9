import { skipToken } from '@reduxjs/toolkit/query';
import { LISTING_SEARCH_DEBOUNCE_MS } from '@staydesk/contracts';
import { Button, Input, useDebouncedValue } from '@staydesk/design-system';
import { useState } from 'react';
import { useSearchListingsQuery } from './context-api';
import { pickListStyle } from './panel-styles';

interface ListingPickerProps {
  onChoose: (listingId: string) => void;
}

/** The property of a task created without a reservation: a search over the caller's listings. */
export function ListingPicker({ onChoose }: ListingPickerProps) {
  const [search, setSearch] = useState('');
  const text = useDebouncedValue(search.trim(), LISTING_SEARCH_DEBOUNCE_MS);
  const { data: listings, isFetching, isError } = useSearchListingsQuery(text || skipToken);
  const showing = text.length > 0 && text === search.trim();
  return (
    <div>
      <Input
        label="Listing"
        type="search"
        placeholder="Search listings"
        autoComplete="off"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {showing && (
        <div aria-live="polite">
          {isFetching ? (
            <p>Searching listings…</p>
          ) : isError ? (
            <p role="alert">Listings could not be searched</p>
          ) : listings && listings.length > 0 ? (
            <ul css={pickListStyle} aria-label="Matching listings">
              {listings.map((listing) => (
                <li key={listing.id}>
                  <Button variant="ghost" size="sm" onClick={() => onChoose(listing.id)}>
                    {listing.city ? `${listing.name}, ${listing.city}` : listing.name}
                  </Button>
                </li>
              ))}
            </ul>
          ) : (
            <p>No listings match your search</p>
          )}
        </div>
      )}
    </div>
  );
}
