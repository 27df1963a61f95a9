import {
  isMarketplaceTabEnabled,
  MARKETPLACE_TABS,
  type MarketplaceTab,
  type Task,
} from '@staydesk/contracts';
import { TabPanel, Tabs } from '@staydesk/design-system/overlays';
import { BidsTab } from './BidsTab';
import { EscalationsTab } from './EscalationsTab';
import { OverviewTab } from './OverviewTab';
import { PaymentsTab } from './PaymentsTab';
import { ProvidersTab } from './ProvidersTab';

const TAB_LABELS: Record<MarketplaceTab, string> = {
  overview: 'Overview',
  bids: 'Bids',
  providers: 'Providers',
  payments: 'Payments',
  escalations: 'Escalations',
};

interface MarketplaceTabsProps {
  task: Task;
  /** The tab asked for; overview is shown instead while that tab is disabled. */
  tab: MarketplaceTab;
  onTabChange: (tab: MarketplaceTab) => void;
}

export function MarketplaceTabs({ task, tab, onTabChange }: MarketplaceTabsProps) {
  const eligible = task.marketplace_eligible;
  const activeBids = task.bids.filter((bid) => bid.status === 'pending').length;
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
        <OverviewTab task={task} />
      </TabPanel>
      <TabPanel value="bids">
        <BidsTab bids={task.bids} />
      </TabPanel>
      <TabPanel value="providers">
        <ProvidersTab />
      </TabPanel>
      <TabPanel value="payments">
        <PaymentsTab />
      </TabPanel>
      <TabPanel value="escalations">
        <EscalationsTab />
      </TabPanel>
    </Tabs>
  );
}
