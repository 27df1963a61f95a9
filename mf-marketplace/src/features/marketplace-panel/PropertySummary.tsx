import { shortPropertyName, type Task } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';
import { DetailList } from '@staydesk/design-system/panels';

/** What a provider sees in place of the marketplace: the property the task is for. */
export function PropertySummary({ task }: { task: Task }) {
  if (!task.listing) {
    return <EmptyState title="Listing information is not available for this task." />;
  }
  return (
    <DetailList
      details={[
        { term: 'Property', value: shortPropertyName(task.listing.name) },
        { term: 'City', value: task.listing.city },
      ]}
    />
  );
}
