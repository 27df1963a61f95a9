import type { BidStatus, InvoiceBadge } from '@staydesk/contracts';
import type { Tone } from '@staydesk/design-system';

interface StatusBadge {
  label: string;
  tone: Tone;
}

/** A bid's status as every list of bids shows it, the owner's and the provider's. */
export const BID_STATUS_BADGES: Record<BidStatus, StatusBadge> = {
  pending: { label: 'Pending', tone: 'info' },
  accepted: { label: 'Accepted', tone: 'success' },
  declined: { label: 'Declined', tone: 'danger' },
  withdrawn: { label: 'Withdrawn', tone: 'neutral' },
};

/** An invoice's badge (paid, overdue, otherwise sent), on its page and on the panel's card. */
export const INVOICE_BADGES: Record<InvoiceBadge, StatusBadge> = {
  paid: { label: 'Paid', tone: 'success' },
  overdue: { label: 'Overdue', tone: 'danger' },
  sent: { label: 'Sent', tone: 'info' },
};
