import type { Notification, PlatformApi } from '@staydesk/contracts';
import { useCallback, useState } from 'react';
import { useUpdateNotificationsMutation } from '../bell/api';
import { clickActionOf, type NotificationClickAction } from './click-action';

type ModalAction = Extract<
  NotificationClickAction,
  { kind: 'dashboard-item' | 'thread' | 'reservation' }
>;

export interface NotificationModalState {
  action: ModalAction;
  notification: Notification;
}

/**
 * A notification click, the same in the dropdown and the sidebar: marks it read, then opens
 * what it points at (spec: shell §4). Returns the action, so the surface can close itself when
 * the click took the user elsewhere.
 */
export function useOpenNotification(platform: PlatformApi) {
  const [update] = useUpdateNotificationsMutation();
  const [modal, setModal] = useState<NotificationModalState | null>(null);

  const open = useCallback(
    (notification: Notification): NotificationClickAction => {
      if (!notification.is_read) {
        update({ action: 'markAsRead', id: notification.id })
          .unwrap()
          .catch((error: unknown) => console.error('Failed to mark notification as read', error));
      }
      const action = clickActionOf(notification);
      switch (action.kind) {
        case 'navigate':
          platform.nav.navigate(action.path);
          break;
        case 'task':
          if (action.marketplace) platform.nav.openMarketplace(action.taskId);
          else platform.nav.openTask(action.taskId);
          break;
        case 'external':
          window.open(action.url, '_blank', 'noopener,noreferrer');
          break;
        case 'dashboard-item':
        case 'thread':
        case 'reservation':
          setModal({ action, notification });
          break;
        case 'none':
          break;
      }
      return action;
    },
    [platform, update],
  );
  const closeModal = useCallback(() => setModal(null), []);

  return { open, modal, closeModal };
}

/** Whether the click moved the user to another place, so the list that offered it can close. */
export const leavesList = (action: NotificationClickAction) =>
  action.kind === 'navigate' || action.kind === 'task';
