import { EmptyState } from '@staydesk/design-system';

/** Provider matching makes no request for now (spec: marketplace §2), so nobody is found. */
export function ProvidersTab() {
  return <EmptyState title="No Providers Found" />;
}
