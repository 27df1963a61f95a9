import { useState } from 'react';
import {
  PLATFORM_NAMES,
  RESERVATION_PLATFORMS,
  RESERVATION_STATUS_NAMES,
  RESERVATION_STATUSES,
  type Reservation,
} from '@staydesk/contracts';
import { Button, EmptyState, Input } from '@staydesk/design-system';
import { Select } from '@staydesk/design-system/overlays';
import type { ShellPageProps } from '../shell-page-props';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { withPageStore } from '../page-kit/page-store';
import { loadOf, queryErrorMessage } from '../page-kit/query-load';
import { useListingSummariesQuery } from '../listings/listings-api';
import { CalendarStrip } from './CalendarStrip';
import { NO_FILTERS, type ReservationFilters } from './reservation-filters';
import { ReservationRows } from './ReservationRows';
import { useLiveReservations, useReservationPagesInfiniteQuery } from './reservations-api';

/** Radix's select has no empty value: this one stands for 'any'. */
const ANY = 'any';
const anyOption = (label: string) => ({ value: ANY, label });
const fromSelect = <Value extends string>(value: string) =>
  (value === ANY ? '' : value) as Value | '';

const today = () => new Date().toISOString().slice(0, 10);

/** The reservations matching the filters, a page at a time; live changes read them again. */
function useReservationPages(platform: ShellPageProps['platform'], filters: ReservationFilters) {
  const pages = useReservationPagesInfiniteQuery(filters);
  useLiveReservations(platform);
  // Other filters start from nothing shown; a page that failed to add itself leaves the list.
  const failed = pages.isError && !pages.isFetchNextPageError;
  const load = loadOf({
    data: pages.currentData && {
      reservations: pages.currentData.pages.flatMap((page) => page.reservations),
      hasMore: pages.hasNextPage,
    },
    error: pages.error,
    isError: failed,
  });
  const loadMore = async () => {
    try {
      await pages.fetchNextPage().unwrap();
    } catch (error) {
      platform.toast(`Failed to load reservations: ${queryErrorMessage(error)}`, 'error');
    }
  };
  return { load, loadMore, loadingMore: pages.isFetchingNextPage };
}

function ReservationsPage({ platform }: ShellPageProps) {
  const [filters, setFilters] = useState<ReservationFilters>(NO_FILTERS);
  const listings = loadOf(useListingSummariesQuery());
  const { load, loadMore, loadingMore } = useReservationPages(platform, filters);
  const set = (change: Partial<ReservationFilters>) =>
    setFilters((current) => ({ ...current, ...change }));

  return (
    <PageFrame title="Reservations" titleId="reservations-title">
      <form
        aria-label="Filter reservations"
        onSubmit={(event) => event.preventDefault()}
        css={{
          display: 'grid',
          gap: 12,
          gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
          marginBottom: 16,
        }}
      >
        <Select
          label="Listing"
          value={filters.listingId || ANY}
          onValueChange={(value) => set({ listingId: fromSelect(value) })}
          options={[
            anyOption('All listings'),
            ...(listings.state === 'ready'
              ? listings.data.map((listing) => ({ value: listing.id, label: listing.name }))
              : []),
          ]}
        />
        <Select
          label="Platform"
          value={filters.platform || ANY}
          onValueChange={(value) => set({ platform: fromSelect<Reservation['platform']>(value) })}
          options={[
            anyOption('All platforms'),
            ...RESERVATION_PLATFORMS.map((value) => ({ value, label: PLATFORM_NAMES[value] })),
          ]}
        />
        <Select
          label="Status"
          value={filters.status || ANY}
          onValueChange={(value) => set({ status: fromSelect<Reservation['status']>(value) })}
          options={[
            anyOption('All statuses'),
            ...RESERVATION_STATUSES.map((value) => ({
              value,
              label: RESERVATION_STATUS_NAMES[value],
            })),
          ]}
        />
        <Input
          label="From"
          type="date"
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
        />
        <Input
          label="To"
          type="date"
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
        />
      </form>
      {load.state === 'loading' && <PageLoading />}
      {load.state === 'error' && <PageError>Failed to load reservations: {load.message}</PageError>}
      {load.state === 'ready' && load.data.reservations.length === 0 && (
        <EmptyState title="No reservations found" />
      )}
      {load.state === 'ready' && load.data.reservations.length > 0 && (
        <>
          <CalendarStrip
            platform={platform}
            reservations={load.data.reservations}
            firstDay={filters.from || today()}
          />
          <h2 css={{ fontSize: 16, margin: '0 0 8px' }}>All matching reservations</h2>
          <ReservationRows platform={platform} reservations={load.data.reservations} />
          {load.data.hasMore && (
            <Button
              variant="secondary"
              onClick={() => void loadMore()}
              disabled={loadingMore}
              css={{ marginTop: 12 }}
            >
              {loadingMore ? 'Loading…' : 'Show more reservations'}
            </Button>
          )}
        </>
      )}
    </PageFrame>
  );
}

export default withPageStore(ReservationsPage);
