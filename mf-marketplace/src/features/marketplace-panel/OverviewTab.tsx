import { css, type Theme } from '@emotion/react';
import {
  formatMoney,
  isActiveBid,
  MARKETPLACE_OFFER_DEFAULTS,
  marketplaceStage,
  type MarketplaceStage,
  type Task,
} from '@staydesk/contracts';
import { Badge, Button, type Tone } from '@staydesk/design-system';
import { ActionError } from './ActionError';
import { useMakeEligibleMutation } from './api';
import { AssignedProviderCard, InvoiceCard } from './OverviewCards';
import type { TabProps } from './tab-props';
import { mutedStyle, sectionTitleStyle, tabBodyStyle } from './tabStyles';
import { usePanelAction } from './usePanelAction';

const STAGES: Record<MarketplaceStage, { label: string; tone: Tone }> = {
  open: { label: 'Open', tone: 'neutral' },
  bidding: { label: 'Bidding', tone: 'info' },
  assigned: { label: 'Assigned', tone: 'success' },
  completed: { label: 'Completed', tone: 'success' },
};

const DAY_MS = 24 * 60 * 60 * 1000;

// Two amounts and a dash do not fit a quarter of the panel.
const wideTileStyle = css`
  grid-column: span 2;
`;

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
  display: grid;
  gap: ${theme.space[3]};
  justify-items: start;
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.background.subtle};
`;

/** The amounts of the bids still in play (pending and accepted), lowest and highest. */
function bidRange(task: Task): { low: number; high: number } | null {
  const amounts = task.bids
    .filter((bid) => bid.status === 'pending' || bid.status === 'accepted')
    .map((bid) => bid.amount);
  return amounts.length ? { low: Math.min(...amounts), high: Math.max(...amounts) } : null;
}

function EnablePrompt({ task, platform, editable }: TabProps) {
  const [makeEligible] = useMakeEligibleMutation();
  const action = usePanelAction(platform);
  const enable = () => {
    const now = new Date();
    return action.run(
      () =>
        makeEligible({
          taskId: task.id,
          body: {
            action: 'make_eligible',
            visibleFrom: now.toISOString(),
            expiresAt: new Date(
              now.getTime() + MARKETPLACE_OFFER_DEFAULTS.expiryDays * DAY_MS,
            ).toISOString(),
            maxBidPrice: MARKETPLACE_OFFER_DEFAULTS.maxBidPrice,
            requiredSkills: [task.category],
          },
        }).unwrap(),
      { success: 'Marketplace enabled', failure: 'Failed to make task marketplace eligible' },
    );
  };
  return (
    <section css={promptStyle} aria-label="Enable marketplace">
      <p css={{ margin: 0 }}>Enable marketplace to receive bids</p>
      {editable ? (
        <Button onClick={() => void enable()} loading={action.pending}>
          Enable Marketplace
        </Button>
      ) : (
        <p css={mutedStyle}>Only a task&apos;s managers can offer it on the marketplace.</p>
      )}
      <ActionError error={action.error} />
    </section>
  );
}

export function OverviewTab(props: TabProps) {
  const { task } = props;
  const stage = STAGES[marketplaceStage(task)];
  const activeBids = task.bids.filter(isActiveBid).length;
  const range = bidRange(task);
  const accepted = task.bids.find((bid) => bid.status === 'accepted');
  const money = (amount: number) => formatMoney(amount, task.currency);
  return (
    <div css={tabBodyStyle}>
      <h3 css={sectionTitleStyle}>{task.title}</h3>
      <p css={{ margin: 0 }}>
        Stage: <Badge tone={stage.tone}>{stage.label}</Badge>
      </p>
      {!task.marketplace_eligible && <EnablePrompt {...props} />}
      {task.status === 'completed' && task.invoice ? (
        <InvoiceCard invoice={task.invoice} />
      ) : (
        accepted && <AssignedProviderCard task={task} bid={accepted} />
      )}
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
          <dt>Maximum bid</dt>
          <dd>{task.marketplace_offer ? money(task.marketplace_offer.max_bid_price) : '—'}</dd>
        </div>
        <div css={wideTileStyle}>
          <dt>Bid range</dt>
          <dd>{range ? `${money(range.low)} – ${money(range.high)}` : 'No bids yet'}</dd>
        </div>
      </dl>
    </div>
  );
}
