import { EmptyState } from '@staydesk/design-system';

export function PaymentsTab() {
  return (
    <EmptyState
      title="Payments Coming Soon"
      description="Payment infrastructure is being set up."
    />
  );
}
