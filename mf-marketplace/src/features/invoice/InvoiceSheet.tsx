import { css, type Theme } from '@emotion/react';
import { format } from 'date-fns';
import {
  formatMoney,
  invoiceBadge,
  invoicePdfPath,
  type InvoiceDocument,
} from '@staydesk/contracts';
import { Badge, buttonStyle } from '@staydesk/design-system';
import { INVOICE_BADGES } from '../status-badges/status-badges';

const sheet = (theme: Theme) => css`
  max-width: 720px;
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[4]};
  display: grid;
  gap: ${theme.space[6]};
  color: ${theme.colors.text.primary};
`;
const header = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[3]};
  h1 {
    margin: 0;
    font-size: ${theme.typography.sizes.xl};
  }
`;
const parties = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${theme.space[4]};
  margin: 0;
  dt {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.sizes.sm};
  }
  dd {
    margin: 0;
  }
`;
const table = (theme: Theme) => css`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${theme.space[2]} 0;
    border-bottom: 1px solid ${theme.colors.border.subtle};
    text-align: left;
  }
  td:last-child,
  th:last-child {
    text-align: right;
    white-space: nowrap;
  }
  tfoot td {
    font-weight: ${theme.typography.weights.semibold};
    border-bottom: none;
  }
`;

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');

/** The invoice as its page shows it: what the PDF prints, and the link to download it. */
export function InvoiceSheet({ invoice, now }: { invoice: InvoiceDocument; now: Date }) {
  const badge = INVOICE_BADGES[invoiceBadge(invoice, now)];
  const money = (amount: number) => formatMoney(amount, invoice.invoiceCurrency);
  return (
    <article css={sheet} aria-labelledby="invoice-title">
      <header css={header}>
        <h1 id="invoice-title">Invoice {invoice.invoiceNumber}</h1>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </header>
      <dl css={parties}>
        <div>
          <dt>From</dt>
          <dd>{invoice.customerName}</dd>
        </div>
        <div>
          <dt>Provider</dt>
          <dd>{invoice.providerName ?? 'Not assigned'}</dd>
        </div>
        <div>
          <dt>Issued</dt>
          <dd>{day(invoice.invoiceIssuedAt)}</dd>
        </div>
        <div>
          <dt>Due</dt>
          <dd>{day(invoice.invoiceDueAt)}</dd>
        </div>
        <div>
          <dt>Task</dt>
          <dd>
            {invoice.taskTitle}
            {invoice.listingName ? `, ${invoice.listingName}` : ''}
          </dd>
        </div>
      </dl>
      <table css={table}>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line) => (
            <tr key={line.label}>
              <td>{line.label}</td>
              <td>{money(line.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <td>Total</td>
            <td>{money(invoice.invoiceTotal)}</td>
          </tr>
        </tfoot>
      </table>
      <div>
        <a
          css={(theme: Theme) => buttonStyle(theme, 'primary', 'md')}
          href={invoicePdfPath(invoice.invoiceId)}
          download
        >
          Download PDF
        </a>
      </div>
    </article>
  );
}
