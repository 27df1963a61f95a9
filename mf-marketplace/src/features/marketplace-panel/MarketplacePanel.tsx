import { useEscapeKey } from '@staydesk/design-system';
import {
  canEditStructure,
  isServiceProvider,
  taskIdOf,
  type MarketplaceTab,
  type PlatformApi,
  type PlatformProps,
} from '@staydesk/contracts';
import {
  useLiveInvalidation,
  useSurfaces,
  useTaskLiveUpdates,
} from '@staydesk/design-system/platform';
import { useState } from 'react';
import { PropertyDetails } from '../property-details/PropertyDetails';
import { taskApi, useGetTaskQuery } from './api';
import { MarketplaceTabs } from './MarketplaceTabs';
import { LoadedTask, PanelFrame } from './PanelFrame';
import { PanelSkeleton } from './PanelSkeleton';
import { useMarketplaceTabEvent } from './useMarketplaceTabEvent';

/** The marketplace panel beside the task sidebar (?task=…&marketplace=true). */
export function MarketplacePanel({ platform }: PlatformProps) {
  const { taskId } = useSurfaces();
  const [tab, setTab] = useState<MarketplaceTab>('overview');
  useTaskLiveUpdates(platform, taskApi);
  // A bid or an invitation changes which providers have one: their cards follow the task.
  useLiveInvalidation<'Providers'>(platform, 'tasks', taskApi, (event) => {
    const changed = taskIdOf(event);
    return [changed ? { type: 'Providers', id: changed } : 'Providers'];
  });
  useMarketplaceTabEvent(setTab);
  useEscapeKey((event) => {
    if (!taskId) return;
    // Claimed, so the task sidebar underneath stays open.
    event.preventDefault();
    platform.nav.openTask(taskId);
  });
  if (!taskId) return null;
  const provider = isServiceProvider(platform.session.currentRole);
  return (
    <PanelFrame
      title={provider ? 'Property Details' : 'Marketplace'}
      onClose={() => platform.nav.openTask(taskId)}
    >
      <PanelBody
        taskId={taskId}
        platform={platform}
        provider={provider}
        tab={tab}
        onTabChange={setTab}
      />
    </PanelFrame>
  );
}

interface PanelBodyProps {
  taskId: string;
  platform: PlatformApi;
  provider: boolean;
  tab: MarketplaceTab;
  onTabChange: (tab: MarketplaceTab) => void;
}

function PanelBody({ taskId, platform, provider, tab, onTabChange }: PanelBodyProps) {
  return (
    <LoadedTask taskId={taskId} read={useGetTaskQuery(taskId)} skeleton={<PanelSkeleton />}>
      {(task) =>
        provider ? (
          <PropertyDetails task={task} platform={platform} />
        ) : (
          <MarketplaceTabs
            task={task}
            platform={platform}
            editable={canEditStructure(platform.session.currentRole)}
            tab={tab}
            onTabChange={onTabChange}
          />
        )
      }
    </LoadedTask>
  );
}
