import { shortPropertyName } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';
import { businessDetailRows, DetailList, platformRows } from '@staydesk/design-system/panels';
import type { ShellPageProps } from '../shell-page-props';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { PageLink } from '../page-kit/PageLink';
import { withPageStore } from '../page-kit/page-store';
import { loadOf } from '../page-kit/query-load';
import { ReservationRows } from '../reservations/ReservationRows';
import { useListReservationsQuery, useLiveReservations } from '../reservations/reservations-api';
import { useGetListingQuery } from './listings-api';
import { ListingThumbnail } from './ListingThumbnail';
import { detailRows, locationLine } from './property-summary';

const listingIdOf = (pathname: string) => decodeURIComponent(pathname.split('/')[2] ?? '');

/** The property summary of one listing and its upcoming reservations. */
function ListingPage({ platform, pathname }: ShellPageProps) {
  const listingId = listingIdOf(pathname);
  const listing = loadOf(useGetListingQuery(listingId));
  const upcoming = loadOf(
    useListReservationsQuery(
      `?${new URLSearchParams({ listingIds: listingId, mode: 'current' }).toString()}`,
    ),
  );
  useLiveReservations(platform);
  const back = (
    <PageLink platform={platform} to="/listings" css={{ color: '#1d4ed8' }}>
      All listings
    </PageLink>
  );

  if (listing.state !== 'ready')
    return (
      <PageFrame title="Property" titleId="listing-title" actions={back}>
        {listing.state === 'loading' ? (
          <PageLoading />
        ) : (
          <PageError>Error loading property: {listing.message}</PageError>
        )}
      </PageFrame>
    );

  const property = listing.data;
  return (
    <PageFrame title={shortPropertyName(property.name)} titleId="listing-title" actions={back}>
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'flex-start' }}>
        <ListingThumbnail src={property.thumbnail} size={160} />
        <div css={{ flex: '1 1 260px', minWidth: 0 }}>
          <p css={{ margin: '0 0 12px', color: '#334155' }}>{locationLine(property.location)}</p>
          <h2 css={{ fontSize: 16, margin: '0 0 8px' }}>Details</h2>
          <DetailList details={detailRows(property.details)} />
        </div>
      </div>
      <h2 css={{ fontSize: 16, margin: '20px 0 8px' }}>Business details</h2>
      {property.businessDetails ? (
        <DetailList details={businessDetailRows(property.businessDetails)} />
      ) : (
        <p css={{ color: '#475569' }}>No business details yet.</p>
      )}
      {property.platformData.length > 0 && (
        <>
          <h2 css={{ fontSize: 16, margin: '20px 0 8px' }}>Published on</h2>
          <DetailList details={platformRows(property.platformData)} />
        </>
      )}
      <h2 css={{ fontSize: 16, margin: '20px 0 8px' }}>Upcoming reservations</h2>
      {upcoming.state === 'loading' && <PageLoading />}
      {upcoming.state === 'error' && (
        <PageError>Failed to load reservations: {upcoming.message}</PageError>
      )}
      {upcoming.state === 'ready' &&
        (upcoming.data.reservations.length === 0 ? (
          <EmptyState
            title={`No current reservations found for ${shortPropertyName(property.name)}`}
          />
        ) : (
          <ReservationRows platform={platform} reservations={upcoming.data.reservations} />
        ))}
    </PageFrame>
  );
}

export default withPageStore(ListingPage);
