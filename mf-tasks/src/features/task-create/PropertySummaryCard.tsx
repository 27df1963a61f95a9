import { css, type Theme } from '@emotion/react';
import { shortPropertyName, type ListingCard } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { failureMessage } from '../attachments/upload-files';
import { useGetListingQuery } from './context-api';
import { boxStyle } from './panel-styles';

const cardStyle = (theme: Theme) => css`
  ${boxStyle(theme)}
  display: grid;
  grid-template-columns: 72px 1fr;
  gap: ${theme.space[3]};
  align-items: start;
  img {
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${theme.radii.md};
  }
  h3 {
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.typography.sizes.md};
  }
  p {
    margin: 0;
    font-size: ${theme.typography.sizes.sm};
    color: ${theme.colors.text.secondary};
  }
`;

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

export function listingDetails({ details }: ListingCard): string {
  return [
    plural(details.guests, 'guest'),
    plural(details.bedrooms, 'bedroom'),
    plural(details.beds, 'bed'),
    plural(details.baths, 'bath'),
    details.propertyType,
    details.roomType,
  ]
    .filter(Boolean)
    .join(' · ');
}

export function PropertySummary({ listing }: { listing: ListingCard }) {
  const { address, city, state } = listing.location;
  const thumbnail = listing.thumbnail ?? listing.photos[0]?.thumbnailUrl ?? null;
  return (
    <section css={cardStyle} aria-label="Property">
      {thumbnail ? <img src={thumbnail} alt="" /> : <span />}
      <div>
        <h3 title={listing.name}>{shortPropertyName(listing.name)}</h3>
        <p>{[address, city, state].filter(Boolean).join(', ')}</p>
        <p>{listingDetails(listing)}</p>
      </div>
    </section>
  );
}

/** The property a new task is for, loaded by its listing id. */
export function PropertySummaryCard({ listingId }: { listingId: string }) {
  const { data: listing, error, isLoading } = useGetListingQuery(listingId);
  if (isLoading) return <Skeleton height={96} />;
  if (error || !listing) {
    return (
      <p role="alert" css={boxStyle}>
        Error loading property: {loadError(error)}
      </p>
    );
  }
  return <PropertySummary listing={listing} />;
}

function loadError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'error' in error) return String(error.error);
  return failureMessage(error, 'the property could not be loaded');
}
