import type { Task } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';
import { PropertyCard } from '@staydesk/design-system/panels';

/**
 * What a provider sees in place of the marketplace: the property the task is for, on the same
 * card as the task sidebar, with how to get in when the task is theirs.
 */
export function PropertySummary({ task }: { task: Task }) {
  if (!task.property) {
    return <EmptyState title="Listing information is not available for this task." />;
  }
  return <PropertyCard property={task.property} label="Property" />;
}
