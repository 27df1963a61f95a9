import { css, type Theme } from '@emotion/react';
import type { PlatformProps } from '@staydesk/contracts';
import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { useTaskLiveUpdates } from '@staydesk/design-system/platform';
import { invoiceApi, useGetInvoiceQuery } from './api';
import { InvoiceSheet } from './InvoiceSheet';

export const INVOICE_TEXTS = {
  notFound: 'Invoice not found',
  notFoundDetail: 'It may belong to another account, or the task has not been invoiced yet.',
  failed: 'Unable to load invoice',
  retry: 'Try Again',
} as const;

const page = (theme: Theme) => css`
  min-height: 100vh;
  background: ${theme.colors.background.subtle};
  padding: ${theme.space[4]} 0;
`;

/** The invoice id of /invoices/{invoiceId}. */
export const invoiceIdOf = (pathname: string): string =>
  decodeURIComponent(/^\/invoices\/([^/]+)/.exec(pathname)?.[1] ?? '');

/** /invoices/{invoiceId}, without the application's chrome: the invoice, live, and its PDF. */
export function InvoicePage({ platform }: PlatformProps) {
  const invoiceId = invoiceIdOf(window.location.pathname);
  const { data, error, isLoading, refetch } = useGetInvoiceQuery(invoiceId, { skip: !invoiceId });
  useTaskLiveUpdates(platform, invoiceApi);
  const missing = !invoiceId || (error && 'status' in error && error.status === 404);
  return (
    <div css={page}>
      {isLoading ? (
        <div aria-busy="true" css={{ maxWidth: 720, margin: '0 auto', padding: 24 }}>
          <Skeleton height={32} width="50%" />
          <Skeleton height={120} />
        </div>
      ) : data ? (
        <InvoiceSheet invoice={data} now={new Date()} />
      ) : missing ? (
        <EmptyState title={INVOICE_TEXTS.notFound} description={INVOICE_TEXTS.notFoundDetail} />
      ) : (
        <EmptyState
          title={INVOICE_TEXTS.failed}
          action={<Button onClick={() => void refetch()}>{INVOICE_TEXTS.retry}</Button>}
        />
      )}
    </div>
  );
}
