import {
  isActiveBid,
  isMarketplaceTabEnabled,
  MARKETPLACE_TABS,
  type MarketplaceTab,
} from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { lazySurface } from '@staydesk/design-system/platform';
import { TabPanel, Tabs } from '@staydesk/design-system/overlays';
import { OverviewTab } from './OverviewTab';
import type { TabProps } from './tab-props';

const TAB_LABELS: Record<MarketplaceTab, string> = {
  overview: 'Overview',
  bids: 'Bids',
  providers: 'Providers',
  payments: 'Payments',
  escalations: 'Escalations',
};

const fallback = <Skeleton height={120} />;

// The overview comes with the panel; the other tabs load when first opened, so the remote's
// first load carries none of them (nor react-hook-form, which only the rules form needs).
const BidsTab = lazySurface(() => import(/* webpackChunkName: "marketplace-bids" */ './BidsTab'), {
  fallback,
});
const ProvidersTab = lazySurface(
  () => import(/* webpackChunkName: "marketplace-providers" */ './ProvidersTab'),
  { fallback },
);
const PaymentsTab = lazySurface(
  () => import(/* webpackChunkName: "marketplace-payments" */ './PaymentsTab'),
  { fallback },
);
const EscalationsTab = lazySurface(
  () => import(/* webpackChunkName: "marketplace-escalations" */ './EscalationsTab'),
  { fallback },
);

interface MarketplaceTabsProps extends TabProps {
  /** The tab asked for; overview is shown instead while that tab is disabled. */
  tab: MarketplaceTab;
  onTabChange: (tab: MarketplaceTab) => void;
}

export function MarketplaceTabs({ tab, onTabChange, ...props }: MarketplaceTabsProps) {
  const eligible = props.task.marketplace_eligible;
  const activeBids = props.task.bids.filter(isActiveBid).length;
  const items = MARKETPLACE_TABS.map((id) => ({
    id,
    label: TAB_LABELS[id],
    disabled: !isMarketplaceTabEnabled(id, eligible),
    badge: id === 'bids' ? activeBids : undefined,
  }));
  const value = isMarketplaceTabEnabled(tab, eligible) ? tab : 'overview';
  const select = (id: string) => {
    const next = MARKETPLACE_TABS.find((candidate) => candidate === id);
    if (next) onTabChange(next);
  };
  return (
    <Tabs items={items} value={value} onValueChange={select} label="Marketplace sections">
      <TabPanel value="overview">
        <OverviewTab {...props} />
      </TabPanel>
      <TabPanel value="bids">
        <BidsTab {...props} />
      </TabPanel>
      <TabPanel value="providers">
        <ProvidersTab {...props} />
      </TabPanel>
      <TabPanel value="payments">
        <PaymentsTab {...props} />
      </TabPanel>
      <TabPanel value="escalations">
        <EscalationsTab {...props} />
      </TabPanel>
    </Tabs>
  );
}
