import { css, type Theme } from '@emotion/react';
import { TASK_CATEGORIES, TASK_CATEGORY_LABELS, type TaskCategory } from '@staydesk/contracts';
import { Button, Input, NativeSelect } from '@staydesk/design-system';
import { DISTANCE_CHOICES_KM, NO_FILTERS, type OfferFilters } from './filters';

interface OfferFiltersFormProps {
  filters: OfferFilters;
  onChange: (filters: OfferFilters) => void;
  /** The listings the offers seen so far are at. */
  listings: ReadonlyArray<{ id: string; name: string }>;
}

const formStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[3]};
  align-items: end;
  @media (min-width: 768px) {
    grid-template-columns: repeat(6, minmax(0, 1fr));
  }
`;

/** The offers' filters: due between two days, listing, category and distance. */
export function OfferFiltersForm({ filters, onChange, listings }: OfferFiltersFormProps) {
  const set = (change: Partial<OfferFilters>) => onChange({ ...filters, ...change });
  return (
    <form css={formStyle} aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      <Input
        label="Due from"
        type="date"
        value={filters.dueFrom}
        onChange={(event) => set({ dueFrom: event.target.value })}
      />
      <Input
        label="Due to"
        type="date"
        value={filters.dueTo}
        onChange={(event) => set({ dueTo: event.target.value })}
      />
      <NativeSelect
        label="Listing"
        value={filters.listingId}
        onChange={(event) => set({ listingId: event.target.value })}
      >
        <option value="">Any listing</option>
        {listings.map((listing) => (
          <option key={listing.id} value={listing.id}>
            {listing.name}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label="Category"
        value={filters.category}
        onChange={(event) => set({ category: event.target.value as TaskCategory | '' })}
      >
        <option value="">Any category</option>
        {TASK_CATEGORIES.map((category) => (
          <option key={category} value={category}>
            {TASK_CATEGORY_LABELS[category]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        label="Distance"
        value={filters.maxDistanceKm}
        onChange={(event) => set({ maxDistanceKm: event.target.value })}
      >
        <option value="">Any distance</option>
        {DISTANCE_CHOICES_KM.map((km) => (
          <option key={km} value={String(km)}>
            Within {km} km
          </option>
        ))}
      </NativeSelect>
      <Button variant="ghost" onClick={() => onChange(NO_FILTERS)}>
        Clear filters
      </Button>
    </form>
  );
}
