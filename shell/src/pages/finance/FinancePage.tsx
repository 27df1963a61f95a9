import { formatMoney } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';
import type { ShellPageProps } from '../shell-page-props';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { withPageStore } from '../page-kit/page-store';
import { loadOf } from '../page-kit/query-load';
import { formatDay } from '../reservations/reservation-labels';
import { withReservation } from '../reservations/reservation-link';
import { useListReservationsQuery, useLiveReservations } from '../reservations/reservations-api';
import { payoutsOf, totalsByCurrency } from './payouts';

/** The most reservations the API gives in one answer. */
const PAYOUT_PAGE = 100;

const cell = { padding: '6px 8px', textAlign: 'left' as const };

/** The host payouts the reservations hold, with their totals. */
function FinancePage({ platform }: ShellPageProps) {
  const answer = loadOf(useListReservationsQuery(`?limit=${PAYOUT_PAGE}`));
  useLiveReservations(platform);
  const payouts = answer.state === 'ready' ? payoutsOf(answer.data.reservations) : [];
  return (
    <PageFrame title="Finance" titleId="finance-title">
      <h2 css={{ fontSize: 16, margin: '0 0 8px' }}>Host payouts</h2>
      {answer.state === 'loading' && <PageLoading />}
      {answer.state === 'error' && <PageError>Failed to load payouts: {answer.message}</PageError>}
      {answer.state === 'ready' && payouts.length === 0 && <EmptyState title="No payouts yet" />}
      {payouts.length > 0 && (
        <>
          <p css={{ margin: '0 0 8px' }}>
            Total:{' '}
            {totalsByCurrency(payouts)
              .map(([currency, total]) => formatMoney(total, currency))
              .join(' + ')}
          </p>
          <div css={{ overflowX: 'auto' }}>
            <table css={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
              <thead>
                <tr>
                  <th scope="col" css={cell}>
                    Due
                  </th>
                  <th scope="col" css={cell}>
                    Guest
                  </th>
                  <th scope="col" css={cell}>
                    Listing
                  </th>
                  <th scope="col" css={[cell, { textAlign: 'right' }]}>
                    Payout
                  </th>
                </tr>
              </thead>
              <tbody>
                {payouts.map((payout) => (
                  <tr key={payout.reservationId} css={{ borderTop: '1px solid #e2e8f0' }}>
                    <td css={cell}>{formatDay(payout.due)}</td>
                    <td css={cell}>
                      <a
                        href={withReservation(window.location, payout.reservationId)}
                        onClick={(event) => {
                          event.preventDefault();
                          platform.nav.navigate(
                            withReservation(window.location, payout.reservationId),
                          );
                        }}
                      >
                        {payout.guestName}
                      </a>
                    </td>
                    <td css={cell}>{payout.listingName}</td>
                    <td css={[cell, { textAlign: 'right' }]}>
                      {formatMoney(payout.amount, payout.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      <p css={{ margin: '16px 0 0', color: '#475569', fontSize: 13 }}>
        Payouts come from your reservations: each stay that is not cancelled pays its host payout
        once the guest checks out.
      </p>
    </PageFrame>
  );
}

export default withPageStore(FinancePage);
