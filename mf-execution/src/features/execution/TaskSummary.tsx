import { css, type Theme } from '@emotion/react';
import {
  approximateDuration,
  EXECUTION_TIMING,
  shortPropertyName,
  type Task,
} from '@staydesk/contracts';

const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: ${theme.typography.sizes.xxl};
  line-height: ${theme.typography.lineHeights.tight};
  overflow-wrap: anywhere;
`;

const factsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;
  dt {
    color: ${theme.colors.text.secondary};
  }
  dd {
    margin: 0;
    font-weight: ${theme.typography.weights.medium};
    overflow-wrap: anywhere;
  }
`;

const stepsLabel = (count: number) => (count === 1 ? '1 step' : `${count} steps`);

function propertyOf(listing: Task['listing']): string {
  if (!listing) return 'No property';
  const name = shortPropertyName(listing.name);
  return listing.city ? `${name}, ${listing.city}` : name;
}

/** The task's title, property, approximate duration (estimated, else actual, else historical) and steps. */
export function TaskSummary({ task, titleId }: { task: Task; titleId: string }) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <h2 id={titleId} css={titleStyle}>
        {task.title}
      </h2>
      <dl css={factsStyle}>
        <dt>Property</dt>
        <dd>{propertyOf(task.listing)}</dd>
        <dt>Approximate duration</dt>
        <dd>About {approximateDuration(task) ?? EXECUTION_TIMING.defaultEstimateMinutes} min</dd>
        <dt>Checklist</dt>
        <dd>{stepsLabel(task.checklist.length)}</dd>
      </dl>
    </div>
  );
}
