import type { PlatformApi } from '@staydesk/contracts';
import { IconButton } from '@staydesk/design-system';
import { FilterIcon } from './icons';
import { SettingsLink } from '../settings/SettingsLink';

interface SidebarHeaderActionsProps {
  platform: PlatformApi;
  filtersOpen: boolean;
  onToggleFilters: () => void;
  onNavigate: () => void;
}

export function SidebarHeaderActions({
  platform,
  filtersOpen,
  onToggleFilters,
  onNavigate,
}: SidebarHeaderActionsProps) {
  return (
    <>
      <SettingsLink platform={platform} onNavigate={onNavigate} />
      <IconButton
        label="Filter notifications"
        icon={<FilterIcon />}
        size="sm"
        aria-pressed={filtersOpen}
        onClick={onToggleFilters}
      />
    </>
  );
}
