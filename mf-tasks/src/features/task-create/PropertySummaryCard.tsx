import type { ListingCard } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { failureMessage } from '@staydesk/design-system/attachments';
import { PropertyCard } from '@staydesk/design-system/panels';
import { useGetListingQuery } from './context-api';
import { boxStyle } from './panel-styles';

/** A loaded listing on the shared property card; a listing's first photo stands in for a thumbnail. */
export function PropertySummary({ listing }: { listing: ListingCard }) {
  const thumbnail = listing.thumbnail ?? listing.photos[0]?.thumbnailUrl ?? null;
  return <PropertyCard property={{ ...listing, thumbnail }} label="Property" />;
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
