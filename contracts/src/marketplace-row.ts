import { formatMoney } from './money';

// The task sidebar's marketplace row (spec: marketplace-execution §2): whether it shows, its
// subtitle and its badges, derived from the task alone so the sidebar only draws them.

export type MarketplaceRowBadgeId =
  | 'assigned'
  | 'active_bids'
  | 'enable'
  | 'paid'
  | 'payment_due'
  | 'active_escalation'
  | 'escalated';

/** How strongly a badge asks for attention; the UI maps it to its own tones. */
export type MarketplaceRowBadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

export interface MarketplaceRowBadge {
  id: MarketplaceRowBadgeId;
  label: string;
  tone: MarketplaceRowBadgeTone;
}

export interface MarketplaceRow {
  /** False: the sidebar offers 'Enable' in place of the row. */
  shown: boolean;
  subtitle: string;
  badges: MarketplaceRowBadge[];
}

/** The parts of a task the row reads; a bid's amount and provider come from the bid itself. */
export interface MarketplaceRowTask {
  marketplace_eligible: boolean;
  payment_status: string | null;
  bids: ReadonlyArray<{
    status: string;
    amount?: number;
    currency?: string;
    provider?: { name: string };
  }>;
  escalations?: ReadonlyArray<{ resolved_at: string | null }>;
}

/** Statuses of a payment still owed to the provider: not yet made, under way or planned. */
const PAYMENT_DUE_STATUSES: readonly string[] = ['pending', 'processing', 'scheduled'];

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function subtitleOf(task: MarketplaceRowTask, activeBids: number): string {
  const accepted = task.bids.find((bid) => bid.status === 'accepted');
  if (accepted) {
    const amount =
      accepted.amount === undefined ? '' : ` • ${formatMoney(accepted.amount, accepted.currency)}`;
    return `Assigned to ${accepted.provider?.name ?? 'a provider'}${amount}`;
  }
  if (activeBids > 0) return `${plural(activeBids, 'active bid')} • ${task.bids.length} total`;
  if (task.bids.length > 0) return `${plural(task.bids.length, 'bid')} received`;
  if (task.marketplace_eligible) return 'Find providers, manage bids & payments';
  return 'Enable marketplace to receive bids';
}

/**
 * The row shows when the task is marketplace eligible, has bids, has a payment status or has
 * escalations (spec §2); otherwise the sidebar offers 'Enable'. Each badge shows only when its
 * condition holds: an accepted bid (Assigned), pending bids (active), not eligible (Enable), the
 * payment paid or still owed, an escalation not yet resolved (Active Escalation) or only
 * resolved ones (Escalated).
 */
export function marketplaceRow(task: MarketplaceRowTask): MarketplaceRow {
  const escalations = task.escalations ?? [];
  const activeBids = task.bids.filter((bid) => bid.status === 'pending').length;
  const shown =
    task.marketplace_eligible ||
    task.bids.length > 0 ||
    task.payment_status !== null ||
    escalations.length > 0;
  const badges: MarketplaceRowBadge[] = [];
  if (task.bids.some((bid) => bid.status === 'accepted')) {
    badges.push({ id: 'assigned', label: 'Assigned', tone: 'success' });
  }
  if (activeBids > 0) {
    badges.push({ id: 'active_bids', label: plural(activeBids, 'active bid'), tone: 'info' });
  }
  if (!task.marketplace_eligible) badges.push({ id: 'enable', label: 'Enable', tone: 'neutral' });
  if (task.payment_status === 'paid') badges.push({ id: 'paid', label: 'Paid', tone: 'success' });
  if (task.payment_status !== null && PAYMENT_DUE_STATUSES.includes(task.payment_status)) {
    badges.push({ id: 'payment_due', label: 'Payment Due', tone: 'warning' });
  }
  if (escalations.some((escalation) => escalation.resolved_at === null)) {
    badges.push({ id: 'active_escalation', label: 'Active Escalation', tone: 'danger' });
  } else if (escalations.length > 0) {
    badges.push({ id: 'escalated', label: 'Escalated', tone: 'neutral' });
  }
  return { shown, subtitle: subtitleOf(task, activeBids), badges: shown ? badges : [] };
}
