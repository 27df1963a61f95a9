import { MARKETPLACE_TABS, type MarketplaceTab } from '@staydesk/contracts';
import { useEffect, useEffectEvent } from 'react';

/** Window event that switches the panel's tab; detail: { tab }. */
export const MARKETPLACE_TAB_EVENT = 'marketplace:tab';

const isMarketplaceTab = (value: unknown): value is MarketplaceTab =>
  (MARKETPLACE_TABS as readonly unknown[]).includes(value);

export function useMarketplaceTabEvent(onTab: (tab: MarketplaceTab) => void): void {
  const handle = useEffectEvent((event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as unknown) : null;
    const tab =
      typeof detail === 'object' && detail !== null && 'tab' in detail ? detail.tab : null;
    if (isMarketplaceTab(tab)) onTab(tab);
  });
  useEffect(() => {
    const listener = (event: Event) => handle(event);
    window.addEventListener(MARKETPLACE_TAB_EVENT, listener);
    return () => window.removeEventListener(MARKETPLACE_TAB_EVENT, listener);
  }, []);
}
