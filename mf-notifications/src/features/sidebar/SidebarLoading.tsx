import { NOTIFICATION_SIDEBAR_WIDTH } from '@staydesk/contracts';
import { Spinner } from '@staydesk/design-system';
import { SidePanel } from '@staydesk/design-system/panels';

/** The panel at once while the feature's code arrives, so the shortcut feels immediate. */
export function SidebarLoading({
  onClose,
  takeFocus,
}: {
  onClose: () => void;
  takeFocus: boolean;
}) {
  return (
    <SidePanel
      label="Notifications"
      title="Notifications"
      width={NOTIFICATION_SIDEBAR_WIDTH}
      docks
      busy
      takeFocus={takeFocus}
      onClose={onClose}
    >
      <div css={{ display: 'flex', justifyContent: 'center' }}>
        <Spinner label="Loading notifications" />
      </div>
    </SidePanel>
  );
}
