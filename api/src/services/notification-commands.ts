import {
  eventKindOfTarget,
  NOTIFICATION_CREATOR_ROLES,
  notificationCreatePayloadSchema,
  notificationItemPayloadSchema,
  rolesAccess,
  type CommandAction,
  type CommandResult,
} from '@staydesk/contracts';
import type { z } from 'zod';
import { badRequest, forbidden } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { command, dispatchCommand, payloadsOf, type CommandTable } from './command-dispatch';
import { applyNotificationAction } from './notifications';
import { notify } from './notify';

/** The tenant is the session's; a payload naming another one is a stale or forged request. */
function assertOwnCustomer(auth: AuthContext, named: string | null | undefined): void {
  if (named !== undefined && named !== null && named !== auth.customerId) {
    throw forbidden('You can only send notifications within your own customer');
  }
}

async function createNotification(
  auth: AuthContext,
  input: z.output<typeof notificationCreatePayloadSchema>,
) {
  assertOwnCustomer(auth, input.customerId);
  const result = await notify({
    customerId: auth.customerObjectId,
    kind: eventKindOfTarget(input.type, input.target),
    type: input.type,
    priority: input.priority,
    title: input.title,
    description: input.description,
    target: { mentionedIds: input.target?.mentionedIds, assigneeIds: input.target?.assigneeIds },
    metadata: { createdBy: { id: auth.userId, name: auth.user.name } },
  });
  // Nobody the targeting reaches (or everyone turned it off): nothing was recorded.
  if (!result.notificationId) throw badRequest('Failed to create notification');
  return { notificationId: result.notificationId, recipients: result.recipientIds.length };
}

const onItem =
  (action: 'markAsRead' | 'archive') =>
  async (auth: AuthContext, input: z.output<typeof notificationItemPayloadSchema>) => {
    assertOwnCustomer(auth, input.customerId);
    const { updated } = await applyNotificationAction(auth, { action, id: input.itemId });
    return { id: input.itemId, updated };
  };

/** The commands of topic 'notifications' (POST /api/notifications) by event. */
const NOTIFICATION_COMMANDS: CommandTable = {
  'notification.create': command({
    payload: notificationCreatePayloadSchema,
    handle: createNotification,
    access: rolesAccess(NOTIFICATION_CREATOR_ROLES, 'run create notification'),
  }),
  'notification.markAsRead': command({
    payload: notificationItemPayloadSchema,
    handle: onItem('markAsRead'),
  }),
  'notification.archive': command({
    payload: notificationItemPayloadSchema,
    handle: onItem('archive'),
  }),
};

/** The payload schema of each event of POST /api/notifications. */
export const notificationCommandPayloads = () => payloadsOf(NOTIFICATION_COMMANDS);

export const executeNotificationCommand = (
  auth: AuthContext,
  action: CommandAction,
): Promise<CommandResult> => dispatchCommand(auth, action, NOTIFICATION_COMMANDS);
