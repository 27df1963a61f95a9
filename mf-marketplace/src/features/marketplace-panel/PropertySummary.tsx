import { css, type Theme } from '@emotion/react';
import { shortPropertyName, type Task } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';

const detailsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  font-size: ${theme.typography.sizes.sm};
  dt {
    color: ${theme.colors.text.secondary};
  }
  dd {
    margin: 0;
  }
`;

/** What a provider sees in place of the marketplace: the property the task is for. */
export function PropertySummary({ task }: { task: Task }) {
  if (!task.listing) {
    return <EmptyState title="Listing information is not available for this task." />;
  }
  return (
    <dl css={detailsStyle}>
      <dt>Property</dt>
      <dd>{shortPropertyName(task.listing.name)}</dd>
      <dt>City</dt>
      <dd>{task.listing.city}</dd>
    </dl>
  );
}
