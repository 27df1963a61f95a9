import { z } from 'zod';
import {
  commandRequestFor,
  NOTIFICATION_CREATOR_ROLES,
  notificationActionSchema,
  notificationListQuerySchema,
  notificationListSchema,
  rolesAccess,
  SIGNED_IN_ACCESS,
} from '@staydesk/contracts';
import type { DeliveryConfig } from '../../config';
import { badRequest } from '../../errors';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import {
  executeNotificationCommand,
  notificationCommandPayloads,
} from '../../services/notification-commands';
import { applyNotificationAction, listNotifications } from '../../services/notifications';
import { COMMAND_ROUTE } from '../commands/command-route';
import { pushRoutes } from './push-routes';

export function notificationRoutes(
  delivery: Pick<DeliveryConfig, 'pushServiceHosts'>,
): RouteDeclaration[] {
  return [
    sessionRoute({
      id: 'notifications.list',
      method: 'GET',
      path: '/api/notifications',
      summary:
        "The caller's notifications, newest first, filtered by tab, priority, type, status and text, with unread counts per tab",
      tag: 'notifications',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      query: notificationListQuerySchema,
      response: { status: 200, description: 'One page', schema: notificationListSchema },
      links: [
        {
          name: 'MarkFirstRead',
          operationId: 'notifications.update',
          requestBody: { action: 'markAsRead', id: '$response.body#/notifications/0/id' },
        },
      ],
      handle: ({ auth, query }) => listNotifications(auth, query),
    }),
    sessionRoute({
      ...COMMAND_ROUTE,
      id: 'notifications.command',
      path: '/api/notifications',
      summary:
        "Notification commands (notification.create, notification.markAsRead, notification.archive) on topic 'notifications'",
      tag: 'notifications',
      body: commandRequestFor(notificationCommandPayloads(), 'notifications'),
      example: {
        request: ({ tenant }) => ({
          body: {
            action: {
              type: 'command',
              topic: 'notifications',
              event: 'notification.create',
              payload: {
                customerId: tenant.customerId,
                type: 'mention',
                title: 'Matrix check',
                target: { mentionedIds: [tenant.userId] },
              },
            },
          },
        }),
        access: rolesAccess(NOTIFICATION_CREATOR_ROLES, 'run create notification'),
      },
      async handle({ auth, body: { action } }) {
        if (action.topic !== 'notifications') {
          throw badRequest(`Topic '${action.topic}' is not handled here: send it to /api/commands`);
        }
        return executeNotificationCommand(auth, action);
      },
    }),
    sessionRoute({
      id: 'notifications.update',
      method: 'PATCH',
      path: '/api/notifications',
      summary: 'Marks one or all as read, archives one or all',
      tag: 'notifications',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: notificationActionSchema,
      response: {
        status: 200,
        description: 'How many changed',
        schema: z.object({ success: z.literal(true), updated: z.number().int() }),
      },
      errors: [404],
      example: {
        request: ({ tenant }) => ({ body: { action: 'markAsRead', id: tenant.notificationId } }),
      },
      handle: ({ auth, body }) => applyNotificationAction(auth, body),
    }),
    ...pushRoutes(delivery),
  ];
}
