import { LISTING_SEARCH_DEBOUNCE_MS } from '@staydesk/contracts';
import { useDebouncedValue } from '@staydesk/design-system';
import { useState } from 'react';
import { useSearchListingsQuery } from '../data/palette-queries';
import { OptionStep } from './OptionStep';
import { errorText, type StepProps } from './step-props';

export default function ListingStep({ step, choose }: StepProps) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), LISTING_SEARCH_DEBOUNCE_MS);
  const listings = useSearchListingsQuery(query);
  const found = listings.data ?? [];
  return (
    <OptionStep
      title={step.title}
      options={found.map((listing) => ({
        id: listing.id,
        label: listing.name,
        detail: listing.city,
      }))}
      onQueryChange={setText}
      loading={listings.isFetching && found.length === 0}
      error={listings.isError ? `Failed to load listings: ${errorText(listings.error)}` : null}
      empty={query ? 'No listings match your search' : 'No listings available'}
      onChoose={(id) => choose(found.find((listing) => listing.id === id))}
    />
  );
}
