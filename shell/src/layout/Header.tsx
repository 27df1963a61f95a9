import { css } from '@emotion/react';
import { lazy, Suspense, useState } from 'react';
import type { Session } from '@staydesk/contracts';
import {
  canCreateFromPalette,
  canOpenPalette,
  HISTORY_SIDEBAR_EVENT,
  HISTORY_SIDEBAR_ID,
  NOTIFICATION_SETTINGS_PATH,
  type HistorySidebarRequest,
} from '@staydesk/contracts';
import { Avatar, Button, IconButton } from '@staydesk/design-system';
import { slotElementId } from '../federation/surfaces';
import { openPalette } from '../shortcuts';
import { HEADER_LINKS } from './header/header-links';
import { paletteShortcutLabel } from './header/modifier-key';
import { optionalLazy } from './optional-lazy';
import { TopNav } from './TopNav';
import { announceSessionChange } from '../session/session-client';

// Both open on a click only, so neither is fetched before the first paint.
const PhoneMenu = lazy(() => import('./header/PhoneMenu'));
const AccountMenu = lazy(() => import('./header/AccountMenu'));
// Only users with several roles have it: loaded for them alone, after the first paint.
const RoleSwitcher = optionalLazy(() => import('./account/RoleSwitcher'));

const bar = css({
  position: 'sticky',
  top: 0,
  zIndex: 20,
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '8px 16px',
  background: '#fff',
  borderBottom: '1px solid #e2e8f0',
  containerType: 'inline-size',
});

const toggleRecentActivity = () =>
  window.dispatchEvent(
    new CustomEvent<HistorySidebarRequest>(HISTORY_SIDEBAR_EVENT, { detail: { open: 'toggle' } }),
  );

const PHONE = '@media (max-width: 767.98px)';
const desktopOnly = css({ [PHONE]: { display: 'none' } });
/**
 * Where the header's content is narrower than 1200 px (a 1024 px window, or a wide one with the
 * notifications sidebar docked), its page links leave the bar for the menu, as on a phone, so
 * the navigation keeps its room.
 */
const NARROW = '@container (max-width: 1199.98px)';
const narrowOnly = css({ display: 'none', [NARROW]: { display: 'inline-flex' } });

export function Header({
  session,
  navigate,
}: {
  session: Session;
  navigate: (path: string) => void;
}) {
  const palette = canOpenPalette(session.currentRole);
  const [openMenu, setOpenMenu] = useState<'phone' | 'account' | null>(null);
  const closeMenu = () => setOpenMenu(null);
  return (
    <header css={bar}>
      <a
        href="/"
        aria-label="Staydesk home"
        css={{ fontWeight: 700, color: '#1d4ed8', textDecoration: 'none', marginRight: 8 }}
      >
        Staydesk
      </a>
      <TopNav session={session} navigate={navigate} />
      {palette && (
        <Button
          variant="secondary"
          size="sm"
          onClick={() => openPalette({ mode: 'search' })}
          css={desktopOnly}
        >
          Search… <kbd css={{ marginLeft: 6, fontSize: 11 }}>{paletteShortcutLabel()}</kbd>
        </Button>
      )}
      <span
        css={[
          desktopOnly,
          {
            display: 'flex',
            gap: 4,
            [NARROW]: { display: 'none' },
          },
        ]}
      >
        {HEADER_LINKS.map((link) => (
          <Button key={link.path} variant="ghost" size="sm" onClick={() => navigate(link.path)}>
            {link.label}
          </Button>
        ))}
      </span>
      {canCreateFromPalette(session.currentRole) && (
        <IconButton
          label="Create new"
          onClick={() => openPalette({ mode: 'create' })}
          css={desktopOnly}
          icon={<span css={{ fontSize: 20, lineHeight: 1 }}>+</span>}
        />
      )}
      <IconButton
        label="Recent activity"
        aria-controls={HISTORY_SIDEBAR_ID}
        onClick={toggleRecentActivity}
        css={desktopOnly}
        icon={
          <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" fill="none">
            <circle cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="2" />
            <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        }
      />
      <div id={slotElementId('bell')} />
      {/* Notification settings is the settings page there is; profile is in the avatar menu. */}
      <IconButton
        label="Settings"
        onClick={() => navigate(NOTIFICATION_SETTINGS_PATH)}
        css={desktopOnly}
        icon={<span>⚙</span>}
      />
      {session.roles.length > 1 && (
        <Suspense fallback={null}>
          <RoleSwitcher session={session} onSwitched={announceSessionChange} />
        </Suspense>
      )}
      <IconButton
        label="Menu"
        aria-haspopup="dialog"
        aria-expanded={openMenu === 'phone'}
        onClick={() => setOpenMenu('phone')}
        css={narrowOnly}
        icon={<span css={{ fontSize: 20, lineHeight: 1 }}>☰</span>}
      />
      <span css={{ position: 'relative' }}>
        <button
          type="button"
          aria-label={`Account: ${session.user.name}`}
          aria-haspopup="dialog"
          aria-expanded={openMenu === 'account'}
          onClick={() => setOpenMenu(openMenu === 'account' ? null : 'account')}
          css={{
            border: 0,
            background: 'none',
            padding: 0,
            cursor: 'pointer',
            borderRadius: '50%',
          }}
        >
          <Avatar name={session.user.name} src={session.user.image} />
        </button>
        {openMenu === 'account' && (
          <Suspense fallback={null}>
            <AccountMenu session={session} navigate={navigate} onClose={closeMenu} />
          </Suspense>
        )}
      </span>
      {openMenu === 'phone' && (
        <Suspense fallback={null}>
          <PhoneMenu session={session} navigate={navigate} onClose={closeMenu} />
        </Suspense>
      )}
    </header>
  );
}
