import { css, type Theme } from '@emotion/react';
import type { PlatformApi } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useId } from 'react';
import { cardStyle, headingStyle, hintStyle, errorStyle } from '../settings-styles';
import { browserPush, type PushBrowser } from './push-browser';
import type { PushState } from './push-subscription';
import { usePushOnThisBrowser, type PushAction } from './usePushOnThisBrowser';

const STATUS: Record<PushState, string> = {
  checking: 'Checking this browser…',
  unsupported: 'This browser does not support push notifications.',
  denied: 'Push notifications are blocked for Staydesk in this browser.',
  enabled: 'Push notifications are on for this browser.',
  disabled: 'Push notifications are off for this browser.',
};

const HOW_TO_FIX: Partial<Record<PushState, string>> = {
  unsupported:
    'Use a recent Chrome, Edge, Firefox or Safari. On an iPhone or iPad, add Staydesk to the Home Screen first.',
  denied:
    "To allow them, open this site's settings from the icon next to the address bar, set Notifications to Allow, then reload this page.",
};

const statusStyle = (theme: Theme) => css`
  margin: 0;
  font-weight: ${theme.typography.weights.medium};
`;

export interface PushOnThisBrowserViewProps {
  state: PushState;
  busy: PushAction | null;
  error: string | null;
  /** The account's Push channel: off means nothing is pushed, even to a subscribed browser. */
  pushChannelOn: boolean;
  onEnable: () => void;
  onDisable: () => void;
}

export function PushOnThisBrowserView({
  state,
  busy,
  error,
  pushChannelOn,
  onEnable,
  onDisable,
}: PushOnThisBrowserViewProps) {
  const headingId = useId();
  const fix = HOW_TO_FIX[state];
  return (
    <section css={cardStyle} aria-labelledby={headingId}>
      <h2 id={headingId} css={headingStyle}>
        Push notifications on this browser
      </h2>
      <p css={statusStyle} role="status">
        {STATUS[state]}
      </p>
      {fix && <p css={hintStyle}>{fix}</p>}
      {state === 'enabled' && !pushChannelOn && (
        <p css={hintStyle}>
          Push is switched off under Delivery channels, so nothing is pushed to this browser until
          you turn it back on.
        </p>
      )}
      {(state === 'disabled' || state === 'enabled') && (
        // One button that changes its action, so keyboard focus stays on it after a change.
        <div>
          <Button
            variant={state === 'enabled' ? 'secondary' : 'primary'}
            loading={busy !== null}
            onClick={state === 'enabled' ? onDisable : onEnable}
          >
            {state === 'enabled'
              ? 'Disable push notifications on this browser'
              : 'Enable push notifications on this browser'}
          </Button>
        </div>
      )}
      {error && (
        <p css={errorStyle} role="alert">
          {error}
        </p>
      )}
    </section>
  );
}

export interface PushOnThisBrowserProps {
  apiFetch: PlatformApi['apiFetch'];
  /** Whose subscription this browser keeps (see renewPushSubscription). */
  userId: string;
  pushChannelOn: boolean;
  /** The browser's push machinery; tests and stories hand in a fake. */
  browser?: PushBrowser;
}

export function PushOnThisBrowser({
  apiFetch,
  userId,
  pushChannelOn,
  browser = browserPush,
}: PushOnThisBrowserProps) {
  const push = usePushOnThisBrowser(browser, apiFetch, userId);
  return (
    <PushOnThisBrowserView
      state={push.state}
      busy={push.busy}
      error={push.error}
      pushChannelOn={pushChannelOn}
      onEnable={push.enable}
      onDisable={push.disable}
    />
  );
}
