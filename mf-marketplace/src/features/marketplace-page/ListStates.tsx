import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { failureMessage } from '../place-bid/bid-subject';

export const PAGE_TEXTS = {
  fetchFailed: 'Failed to fetch data',
  notProvider: 'The marketplace is for service providers',
  notProviderHint:
    'Your profile does not show a service provider of type individual or company. Ask your admin to set it up.',
  noOffers: 'No tasks on offer',
  noOffersHint: 'Tasks that match your skills and service area appear here as hosts offer them.',
  noBids: 'No Bids Yet',
  noBidsHint: 'Bids you place on offered tasks appear here with their status.',
} as const;

export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} css={{ display: 'grid', gap: 12 }}>
      <Skeleton height={120} />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}

/** A list's failure: the provider refused (403) is told why; anything else may be tried again. */
export function ListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
  if (status === 403) {
    return (
      <EmptyState
        title={PAGE_TEXTS.notProvider}
        description={failureMessage(error, PAGE_TEXTS.notProviderHint)}
      />
    );
  }
  return (
    <EmptyState
      title={PAGE_TEXTS.fetchFailed}
      description={failureMessage(error, '')}
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try Again
        </Button>
      }
    />
  );
}
