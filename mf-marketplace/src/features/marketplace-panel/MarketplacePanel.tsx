import { useEscapeKey } from '@staydesk/design-system';
import { TaskLoadError } from '@staydesk/design-system/panels';
import { isServiceProvider, type MarketplaceTab, type PlatformProps } from '@staydesk/contracts';
import { useSurfaces, useTaskLiveUpdates } from '@staydesk/design-system/platform';
import { useState } from 'react';
import { taskApi, useGetTaskQuery } from './api';
import { MarketplaceTabs } from './MarketplaceTabs';
import { PanelFrame } from './PanelFrame';
import { PanelSkeleton } from './PanelSkeleton';
import { PropertySummary } from './PropertySummary';
import { useMarketplaceTabEvent } from './useMarketplaceTabEvent';

/** The marketplace panel beside the task sidebar (?task=…&marketplace=true). */
export function MarketplacePanel({ platform }: PlatformProps) {
  const { taskId } = useSurfaces();
  const [tab, setTab] = useState<MarketplaceTab>('overview');
  useTaskLiveUpdates(platform, taskApi);
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
      <PanelBody taskId={taskId} provider={provider} tab={tab} onTabChange={setTab} />
    </PanelFrame>
  );
}

interface PanelBodyProps {
  taskId: string;
  provider: boolean;
  tab: MarketplaceTab;
  onTabChange: (tab: MarketplaceTab) => void;
}

function PanelBody({ taskId, provider, tab, onTabChange }: PanelBodyProps) {
  const { data: task, error, isLoading, isFetching, refetch } = useGetTaskQuery(taskId);
  if (isLoading) return <PanelSkeleton />;
  if (error || !task) {
    return (
      <TaskLoadError
        taskId={taskId}
        status={error && 'status' in error ? error.status : undefined}
        retrying={isFetching}
        onRetry={refetch}
      />
    );
  }
  if (provider) return <PropertySummary task={task} />;
  return <MarketplaceTabs task={task} tab={tab} onTabChange={onTabChange} />;
}
