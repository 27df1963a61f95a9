import {
  formatMoney,
  invoiceBadge,
  invoicePagePath,
  type Invoice,
  type MarketplaceBid,
  type Task,
} from '@staydesk/contracts';
import { Badge } from '@staydesk/design-system';
import { INVOICE_BADGES } from '../status-badges/status-badges';
import { ProviderIdentity } from './ProviderIdentity';
import { cardStyle, sectionTitleStyle } from './tabStyles';

/** The provider of the accepted bid: pending confirmation until they confirm the assignment. */
export function AssignedProviderCard({ task, bid }: { task: Task; bid: MarketplaceBid }) {
  const assignment = task.assignments.find((candidate) => candidate.user_id === bid.provider_id);
  const confirmed = assignment !== undefined && assignment.status !== 'pending';
  return (
    <section css={cardStyle} aria-label="Assigned provider">
      <h4 css={sectionTitleStyle}>{confirmed ? 'Assigned' : 'Assigned (Pending Confirmation)'}</h4>
      <ProviderIdentity provider={bid.provider} />
      <p css={{ margin: 0 }}>Accepted bid: {formatMoney(bid.amount, bid.currency)}</p>
    </section>
  );
}

/** A completed task's invoice, opened on its own page in a new tab. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const badge = INVOICE_BADGES[invoiceBadge(invoice, new Date())];
  return (
    <section css={cardStyle} aria-label="Invoice">
      <h4 css={sectionTitleStyle}>
        Invoice {invoice.invoiceNumber} <Badge tone={badge.tone}>{badge.label}</Badge>
      </h4>
      <p css={{ margin: 0 }}>Total {formatMoney(invoice.invoiceTotal, invoice.invoiceCurrency)}</p>
      <a href={invoicePagePath(invoice.invoiceId)} target="_blank" rel="noopener noreferrer">
        View invoice (opens in a new tab)
      </a>
    </section>
  );
}
