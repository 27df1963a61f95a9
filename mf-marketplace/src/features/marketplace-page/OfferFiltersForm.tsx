import { css, type Theme } from '@emotion/react';
import { TASK_CATEGORIES, TASK_CATEGORY_LABELS, type TaskCategory } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { useId, type ReactNode } from 'react';
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

const selectStyle = (theme: Theme) => css`
  display: block;
  width: 100%;
  height: 40px;
  padding: 0 ${theme.space[2]};
  border: 1px solid ${theme.colors.border.control};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background.surface};
  color: ${theme.colors.text.primary};
  font: inherit;
`;

const labelStyle = (theme: Theme) => css`
  display: block;
  margin-bottom: ${theme.space[1]};
  font-size: ${theme.typography.sizes.sm};
  font-weight: ${theme.typography.weights.medium};
`;

/** A native select: a phone opens its own picker, which is the quickest to use in the field. */
function NativeSelect(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} css={labelStyle}>
        {props.label}
      </label>
      <select
        id={id}
        css={selectStyle}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      >
        {props.children}
      </select>
    </div>
  );
}

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
        onChange={(listingId) => set({ listingId })}
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
        onChange={(category) => set({ category: category as TaskCategory | '' })}
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
        onChange={(maxDistanceKm) => set({ maxDistanceKm })}
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
