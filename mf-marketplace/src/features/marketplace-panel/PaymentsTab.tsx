import { css, type Theme } from '@emotion/react';
import {
  formatMoney,
  PAYMENT_ACTION_LABELS,
  PAYMENT_HISTORY_LIMIT,
  paymentActionsFor,
  paymentStatusOf,
  scheduledPaymentDate,
  withPlatformFee,
  type PaymentAction,
  type Task,
} from '@staydesk/contracts';
import { Button, EmptyState, Input, Skeleton } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';
import { useState } from 'react';
import { ActionError } from './ActionError';
import {
  useGetPaymentProviderQuery,
  useRequestPaymentMutation,
  useUpdatePaymentMutation,
} from './api';
import type { TabProps } from './tab-props';
import {
  actionsStyle,
  cardStyle,
  mutedStyle,
  plainListStyle,
  sectionTitleStyle,
  tabBodyStyle,
} from './tabStyles';
import { usePanelAction } from './usePanelAction';

const FAILURES: Record<PaymentAction, string> = {
  process_payment: 'Failed to process payment',
  schedule_payment: 'Failed to schedule payment',
  release_payment: 'Failed to release payment',
  refund_payment: 'Failed to refund payment',
};

const SUCCESSES: Record<PaymentAction, string> = {
  process_payment: 'Payment processed',
  schedule_payment: 'Payment scheduled for tomorrow',
  release_payment: 'Payment released',
  refund_payment: 'Payment refunded',
};

const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  processing: 'Processing',
  paid: 'Paid',
  held: 'Held',
  refunded: 'Refunded',
  scheduled: 'Scheduled',
  released: 'Released',
};

const overlayHostStyle = css`
  position: relative;
`;

const overlayStyle = (theme: Theme) => css`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  background: rgba(255, 255, 255, 0.9);
  border-radius: ${theme.radii.lg};
`;

const dateOf = (value: string | null) => (value ? new Date(value).toLocaleString() : '—');

/**
 * What the task's provider is owed: what the payment already says, else the accepted bid, else
 * the task's billing; 0 when nothing says yet.
 */
function costOf(task: Task): number {
  const accepted = task.bids.find((bid) => bid.status === 'accepted');
  return task.payment_amount ?? accepted?.amount ?? task.billing?.totalAmount ?? 0;
}

function Ledger({ task }: { task: Task }) {
  const status = paymentStatusOf(task.payment_status);
  const { cost, fee, total } = withPlatformFee(costOf(task));
  const money = (amount: number) => formatMoney(amount, task.currency);
  const history = task.payments.slice(0, PAYMENT_HISTORY_LIMIT);
  return (
    <>
      <section css={cardStyle} aria-label="Payment">
        <DetailList
          details={[
            { term: 'Status', value: STATUS_LABELS[status] ?? status },
            { term: 'Amount', value: money(cost) },
            { term: 'Platform fee (10%)', value: money(fee) },
            { term: 'Total', value: money(total) },
            { term: 'Scheduled for', value: dateOf(task.scheduled_payment_date) },
            { term: 'Paid on', value: dateOf(task.payment_date) },
          ]}
        />
      </section>
      <section css={tabBodyStyle} aria-label="Payment history">
        <h3 css={sectionTitleStyle}>Payment history</h3>
        {history.length === 0 ? (
          <p css={mutedStyle}>No payments yet</p>
        ) : (
          <ul css={plainListStyle}>
            {history.map((entry) => (
              <li key={entry.id} css={cardStyle}>
                <strong>
                  {STATUS_LABELS[entry.status] ?? entry.status} ·{' '}
                  {formatMoney(entry.total, entry.currency)}
                </strong>
                <span css={mutedStyle}>
                  {dateOf(entry.created_at)}
                  {entry.actor_name ? ` · ${entry.actor_name}` : ''}
                  {entry.reason ? ` · ${entry.reason}` : ''}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function PaymentActions({ task, platform }: Omit<TabProps, 'editable'>) {
  const [requestPayment] = useRequestPaymentMutation();
  const [updatePayment] = useUpdatePaymentMutation();
  const action = usePanelAction(platform);
  const [amount, setAmount] = useState(() => (costOf(task) > 0 ? String(costOf(task)) : ''));
  const actions = paymentActionsFor(task.payment_status);
  if (actions.length === 0) return null;
  const send = (kind: PaymentAction) => {
    const call = () => {
      const taskId = task.id;
      switch (kind) {
        case 'process_payment':
          return requestPayment({ taskId, amount: Number(amount), action: kind }).unwrap();
        case 'schedule_payment':
          return requestPayment({
            taskId,
            amount: Number(amount),
            scheduleDate: scheduledPaymentDate(new Date()).toISOString(),
            action: kind,
          }).unwrap();
        default:
          return updatePayment({ taskId, action: kind }).unwrap();
      }
    };
    void action.run(call, { success: SUCCESSES[kind], failure: FAILURES[kind] });
  };
  const asksAmount = actions.includes('process_payment') || actions.includes('schedule_payment');
  return (
    <section css={tabBodyStyle} aria-label="Payment actions">
      {asksAmount && (
        <Input
          label={`Payment amount (${task.currency})`}
          type="number"
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
        />
      )}
      <div css={actionsStyle}>
        {actions.map((kind, index) => (
          <Button
            key={kind}
            variant={index === 0 ? 'primary' : 'secondary'}
            onClick={() => send(kind)}
            disabled={action.pending}
          >
            {PAYMENT_ACTION_LABELS[kind]}
          </Button>
        ))}
      </div>
      <ActionError error={action.error} />
    </section>
  );
}

/**
 * The task's payment: the actions its status allows (structure editors), the ledger and the
 * last 3 entries of its history; behind 'Payments Coming Soon' while no provider is configured.
 */
export default function PaymentsTab({ task, platform, editable }: TabProps) {
  const provider = useGetPaymentProviderQuery();
  if (provider.isLoading) return <Skeleton height={160} />;
  if (provider.isError || !provider.data) {
    return (
      <EmptyState
        title="Failed to Load Payments"
        action={
          <Button onClick={() => void provider.refetch()} loading={provider.isFetching}>
            Try Again
          </Button>
        }
      />
    );
  }
  const configured = provider.data.configured;
  return (
    <div css={[tabBodyStyle, overlayHostStyle]}>
      <div css={tabBodyStyle} inert={!configured}>
        {editable && configured && <PaymentActions task={task} platform={platform} />}
        <Ledger task={task} />
      </div>
      {!configured && (
        <div css={overlayStyle}>
          <EmptyState
            title="Payments Coming Soon"
            description="Payment infrastructure is being set up."
          />
        </div>
      )}
    </div>
  );
}
