import { css, type Theme } from '@emotion/react';
import { isServiceProvider, type PlatformProps } from '@staydesk/contracts';
import { EmptyState } from '@staydesk/design-system';
import { TabPanel, Tabs } from '@staydesk/design-system/overlays';
import { useLiveInvalidation } from '@staydesk/design-system/platform';
import { useState } from 'react';
import { offersApi } from './api';
import { PAGE_TEXTS } from './ListStates';
import { MyBidsTab } from './MyBidsTab';
import { OffersTab } from './OffersTab';

const pageStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[4]};
  max-width: 960px;
  margin: 0 auto;
  padding: ${theme.space[4]};
  h1 {
    margin: 0;
    font-size: ${theme.typography.sizes.xl};
  }
`;

const TABS = [
  { id: 'offers', label: 'Offered tasks' },
  { id: 'bids', label: 'My bids' },
];

/**
 * /marketplace for providers, phone first: the tasks on offer to them and their own bids. A
 * task's live event (a bid, a claim, an offer withdrawn) reads both lists again.
 */
export function MarketplacePage({ platform }: PlatformProps) {
  // The listing is asked for only by a provider's role (spec §6); the API still checks the type.
  if (!isServiceProvider(platform.session.currentRole)) {
    return (
      <section css={pageStyle} aria-labelledby="marketplace-heading">
        <h1 id="marketplace-heading">Marketplace</h1>
        <EmptyState title={PAGE_TEXTS.notProvider} description={PAGE_TEXTS.notProviderHint} />
      </section>
    );
  }
  return <ProviderMarketplace platform={platform} />;
}

function ProviderMarketplace({ platform }: PlatformProps) {
  const [tab, setTab] = useState('offers');
  useLiveInvalidation<'Offers' | 'MyBids'>(platform, 'tasks', offersApi, () => [
    'Offers',
    'MyBids',
  ]);
  return (
    <section css={pageStyle} aria-labelledby="marketplace-heading">
      <h1 id="marketplace-heading">Marketplace</h1>
      <Tabs items={TABS} value={tab} onValueChange={setTab} label="Marketplace">
        <TabPanel value="offers">
          <div css={{ paddingTop: 16 }}>
            <OffersTab platform={platform} />
          </div>
        </TabPanel>
        <TabPanel value="bids">
          <div css={{ paddingTop: 16 }}>
            <MyBidsTab platform={platform} />
          </div>
        </TabPanel>
      </Tabs>
    </section>
  );
}
