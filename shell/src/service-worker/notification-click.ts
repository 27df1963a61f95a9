import {
  NOTIFICATION_CLICK_MESSAGE,
  notificationClickPath,
  pushPayloadFrom,
  type PendingNotificationClick,
} from '@staydesk/contracts';

/** The parts of a WindowClient the click needs (typed here so tests can hand in fakes). */
export interface AppWindow {
  focused: boolean;
  visibilityState: DocumentVisibilityState;
  focus(): Promise<unknown>;
  postMessage(message: unknown): void;
}

export interface ClickEnvironment {
  /** This origin's open windows, controlled or not. */
  windows(): Promise<readonly AppWindow[]>;
  openWindow(path: string): Promise<unknown>;
  keep(click: PendingNotificationClick): Promise<void>;
  now(): number;
}

/** The window the user is most likely looking at. */
function likeliestWindow(windows: readonly AppWindow[]): AppWindow | undefined {
  return (
    windows.find((window) => window.focused) ??
    windows.find((window) => window.visibilityState === 'visible') ??
    windows[0]
  );
}

/**
 * A click on a push notification. The click is kept in the pending store first, whatever
 * happens next: an open window is focused and told to take it (it routes against its own
 * page), and with no window one is opened at the click's path, which takes it at boot. A
 * window still on the sign-in page, or one that fails to open, takes it after sign-in.
 */
export async function openNotificationClick(data: unknown, env: ClickEnvironment): Promise<void> {
  const payload = pushPayloadFrom(data);
  if (payload) {
    const { notificationId, userId, url, taskId, marketplace } = payload;
    const { dashboardItemId, threadId, reservationId } = payload;
    await env.keep({
      notificationId,
      userId,
      target: { url, taskId, marketplace, dashboardItemId, threadId, reservationId },
      clickedAt: env.now(),
    });
  }
  const window = likeliestWindow(await env.windows());
  if (window) {
    window.postMessage({ type: NOTIFICATION_CLICK_MESSAGE });
    await window.focus().catch(() => undefined);
    return;
  }
  await env.openWindow((payload && notificationClickPath(payload)) ?? '/');
}
