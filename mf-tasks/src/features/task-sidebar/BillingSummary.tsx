import { DEFAULT_CURRENCY, formatMoney, type Billing } from '@staydesk/contracts';
import { Badge } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';
import { Section } from './Section';

const RATE_UNITS = { hourly: '/ hour', per_room: '/ room', other: '' } as const;
const STATUS_TONES = { pending: 'warning', approved: 'info', paid: 'success' } as const;
const minutes = (value: number | null) => (value === null ? '—' : `${value} min`);

export function BillingSummary({ billing }: { billing: Billing | null }) {
  if (!billing) return null;
  const currency = billing.rate?.currency || DEFAULT_CURRENCY;
  return (
    <Section
      title="Billing"
      aside={<Badge tone={STATUS_TONES[billing.status]}>{billing.status}</Badge>}
    >
      <DetailList
        layout="figures"
        details={[
          {
            term: 'Rate',
            value: billing.rate
              ? `${formatMoney(billing.rate.amount, currency)} ${RATE_UNITS[billing.rate.type]}`
              : 'No rate',
          },
          { term: 'Estimated', value: minutes(billing.estimatedDuration) },
          { term: 'Actual', value: minutes(billing.actualDuration) },
          {
            term: 'Total',
            value: billing.totalAmount === null ? '—' : formatMoney(billing.totalAmount, currency),
          },
        ]}
      />
    </Section>
  );
}
