import { css, type Theme } from '@emotion/react';
import { marketplaceStage, type MarketplaceStage, type Task } from '@staydesk/contracts';
import { Badge, type Tone } from '@staydesk/design-system';
import { sectionTitleStyle, tabBodyStyle } from './tabStyles';

const STAGES: Record<MarketplaceStage, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'neutral' },
  bidding: { label: 'Bidding', tone: 'info' },
  assigned: { label: 'Assigned', tone: 'success' },
  completed: { label: 'Completed', tone: 'success' },
};

const tilesStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(120px, 1fr));
  gap: ${theme.space[3]};
  margin: 0;
  div {
    padding: ${theme.space[3]};
    border: 1px solid ${theme.colors.border.subtle};
    border-radius: ${theme.radii.lg};
  }
  dt {
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.sizes.xs};
  }
  dd {
    margin: 0;
    font-size: ${theme.typography.sizes.xl};
    font-weight: ${theme.typography.weights.semibold};
  }
`;

const promptStyle = (theme: Theme) => css`
  margin: 0;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background.subtle};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.sm};
`;

export function OverviewTab({ task }: { task: Task }) {
  const stage = STAGES[marketplaceStage(task)];
  const activeBids = task.bids.filter((bid) => bid.status === 'pending').length;
  return (
    <div css={tabBodyStyle}>
      <h3 css={sectionTitleStyle}>{task.title}</h3>
      <p css={{ margin: 0 }}>
        Stage: <Badge tone={stage.tone}>{stage.label}</Badge>
      </p>
      {!task.marketplace_eligible && <p css={promptStyle}>Enable marketplace to receive bids</p>}
      <dl css={tilesStyle}>
        <div>
          <dt>Bids received</dt>
          <dd>{task.bids.length}</dd>
        </div>
        <div>
          <dt>Active bids</dt>
          <dd>{activeBids}</dd>
        </div>
        <div>
          <dt>Assignments</dt>
          <dd>{task.assignments.length}</dd>
        </div>
      </dl>
    </div>
  );
}
