import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { NOTIFICATION_SETTINGS_PATH, roleLabel, type Session } from '@staydesk/contracts';
import { signOut, waitingFieldChanges } from '../../session/sign-out';
import { SignOutConfirm } from '../../session/SignOutConfirm';
import { menuActionStyle } from './menu-styles';
import { useDismiss } from './useDismiss';

/** Up and down move between the menu's items, wrapping around, as in any menu. */
function moveFocusWithArrows(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  event.preventDefault();
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const current = items.indexOf(document.activeElement as HTMLElement);
  const step = event.key === 'ArrowDown' ? 1 : -1;
  items[(current + step + items.length) % items.length]?.focus();
}

export interface AccountMenuProps {
  session: Session;
  navigate: (path: string) => void;
  onClose: () => void;
  /** Shown under who is signed in: the role switcher, for people with several roles. */
  children?: ReactNode;
}

/**
 * Who is signed in, as what, and where their own settings are. Signing out while field actions
 * of theirs wait on the phone asks first, in place of the menu.
 */
export default function AccountMenu(props: AccountMenuProps) {
  const [waiting, setWaiting] = useState(0);
  // The account button, focused again as the confirmation opens: cancelled, it gives focus back.
  const [opener] = useState(() => document.activeElement);
  if (waiting > 0) return <SignOutConfirm waiting={waiting} onCancel={props.onClose} />;
  const signOutUnlessWaiting = async () => {
    const count = await waitingFieldChanges(props.session);
    if (count === 0) return signOut();
    if (opener instanceof HTMLElement) opener.focus();
    setWaiting(count);
  };
  return <AccountPopover {...props} onSignOut={() => void signOutUnlessWaiting()} />;
}

function AccountPopover({
  session,
  navigate,
  onClose,
  children,
  onSignOut,
}: AccountMenuProps & { onSignOut: () => void }) {
  const popover = useDismiss<HTMLDivElement>(onClose);
  const go = (path: string) => {
    onClose();
    navigate(path);
  };
  return (
    <div
      ref={popover}
      role="dialog"
      aria-label="Account"
      css={{
        position: 'absolute',
        right: 0,
        top: 'calc(100% + 8px)',
        zIndex: 30,
        width: 'min(280px, calc(100vw - 32px))',
        padding: 8,
        background: '#fff',
        border: '1px solid #e2e8f0',
        borderRadius: 8,
        boxShadow: '0 8px 24px rgba(15, 23, 42, 0.15)',
      }}
    >
      <div css={{ padding: '8px 12px 12px', borderBottom: '1px solid #e2e8f0', marginBottom: 4 }}>
        <p css={{ margin: 0, fontWeight: 600, color: '#0f172a' }}>{session.user.name}</p>
        <p css={{ margin: '2px 0 0', fontSize: 13, color: '#475569', overflowWrap: 'anywhere' }}>
          {session.user.email}
        </p>
        <p css={{ margin: '6px 0 0', fontSize: 13, color: '#334155' }}>
          Signed in as {roleLabel(session.currentRole)}
        </p>
      </div>
      {children}
      <div role="menu" aria-label="Account actions" onKeyDown={moveFocusWithArrows}>
        <button
          type="button"
          role="menuitem"
          css={menuActionStyle}
          onClick={() => go('/settings/profile')}
        >
          Profile settings
        </button>
        <button
          type="button"
          role="menuitem"
          css={menuActionStyle}
          onClick={() => go(NOTIFICATION_SETTINGS_PATH)}
        >
          Notification settings
        </button>
        <button type="button" role="menuitem" css={menuActionStyle} onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </div>
  );
}
