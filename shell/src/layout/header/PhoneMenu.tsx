import {
  canCreateFromPalette,
  canOpenPalette,
  HISTORY_SIDEBAR_EVENT,
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_SIDEBAR_EVENT,
  type HistorySidebarRequest,
  type NotificationSidebarRequest,
  type Session,
} from '@staydesk/contracts';
import { Drawer } from '@staydesk/design-system/overlays';
import { openPalette } from '../../shortcuts';
import { HEADER_LINKS } from './header-links';
import { menuActionStyle } from './menu-styles';

export interface PhoneMenuProps {
  session: Session;
  navigate: (path: string) => void;
  onClose: () => void;
}

interface MenuAction {
  label: string;
  run: () => void;
}

const toggle = <Detail,>(event: string, detail: Detail) =>
  window.dispatchEvent(new CustomEvent<Detail>(event, { detail }));

/** Every action of the desktop header the role may use, for the phone's compact bar. */
export function phoneMenuActions(session: Session, navigate: (path: string) => void): MenuAction[] {
  const role = session.currentRole;
  const paletteActions: MenuAction[] = [
    ...(canOpenPalette(role)
      ? [{ label: 'Search', run: () => openPalette({ mode: 'search' }) }]
      : []),
    ...(canCreateFromPalette(role)
      ? [{ label: 'Create new', run: () => openPalette({ mode: 'create' }) }]
      : []),
  ];
  return [
    ...paletteActions,
    {
      label: 'Notifications',
      run: () => toggle<NotificationSidebarRequest>(NOTIFICATION_SIDEBAR_EVENT, { open: 'toggle' }),
    },
    {
      label: 'Recent activity',
      run: () => toggle<HistorySidebarRequest>(HISTORY_SIDEBAR_EVENT, { open: 'toggle' }),
    },
    ...HEADER_LINKS.map((link) => ({ label: link.label, run: () => navigate(link.path) })),
    { label: 'Settings', run: () => navigate(NOTIFICATION_SETTINGS_PATH) },
  ];
}

export default function PhoneMenu({ session, navigate, onClose }: PhoneMenuProps) {
  return (
    <Drawer open onOpenChange={(open) => !open && onClose()} title="Menu" width={320}>
      <ul css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {phoneMenuActions(session, navigate).map((action) => (
          <li key={action.label}>
            <button
              type="button"
              css={menuActionStyle}
              onClick={() => {
                onClose();
                action.run();
              }}
            >
              {action.label}
            </button>
          </li>
        ))}
      </ul>
    </Drawer>
  );
}
