import { css, type Theme } from '@emotion/react';
import { NOTIFICATION_SETTINGS_PATH, type PlatformApi } from '@staydesk/contracts';
import type { MouseEvent } from 'react';
import { SettingsIcon } from '../sidebar/icons';

const linkStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radii.md};
  color: ${theme.colors.text.secondary};
  &:hover {
    background: ${theme.colors.background.muted};
    color: ${theme.colors.text.primary};
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

interface SettingsLinkProps {
  platform: PlatformApi;
  /** Called when the link navigates inside the app, so the surface can close. */
  onNavigate: () => void;
}

/** A real link to the notification settings (new tab works), navigated inside the app on a plain click. */
export function SettingsLink({ platform, onNavigate }: SettingsLinkProps) {
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onNavigate();
    platform.nav.navigate(NOTIFICATION_SETTINGS_PATH);
  };
  return (
    <a
      href={NOTIFICATION_SETTINGS_PATH}
      css={linkStyle}
      aria-label="Notification settings"
      title="Notification settings"
      onClick={navigate}
    >
      <SettingsIcon />
    </a>
  );
}
