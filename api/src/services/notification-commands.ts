import {
  eventKindOfTarget,
  NOTIFICATION_CREATOR_ROLES,
  notificationCreatePayloadSchema,
  notificationItemPayloadSchema,
  rolesAccess,
  type CommandAction,
  type CommandResult,
} from '@staydesk/contracts';
import { badRequest, forbidden } from '../errors';
import type { AuthContext } from '../middleware/auth';
import { parseWith } from '../middleware/validate';
import { dispatchCommand, payloadsOf, type CommandTable } from './command-dispatch';
import { applyNotificationAction } from './notifications';
import { notify } from './notify';

/** The tenant is the session's; a payload naming another one is a stale or forged request. */
function assertOwnCustomer(auth: AuthContext, payload: Record<string, unknown>): void {
  const named = payload.customerId;
  if (named !== undefined && named !== null && named !== auth.customerId) {
    throw forbidden('You can only send notifications within your own customer');
  }
}

async function createNotification(auth: AuthContext, payload: Record<string, unknown>) {
  assertOwnCustomer(auth, payload);
  const input = parseWith(notificationCreatePayloadSchema, payload);
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
  async (auth: AuthContext, payload: Record<string, unknown>) => {
    assertOwnCustomer(auth, payload);
    const { itemId } = parseWith(notificationItemPayloadSchema, payload);
    const { updated } = await applyNotificationAction(auth, { action, id: itemId });
    return { id: itemId, updated };
  };

/** The commands of topic 'notifications' (POST /api/notifications) by event. */
const NOTIFICATION_COMMANDS: CommandTable = {
  'notification.create': {
    run: createNotification,
    payload: notificationCreatePayloadSchema,
    access: rolesAccess(NOTIFICATION_CREATOR_ROLES, 'run create notification'),
  },
  'notification.markAsRead': { run: onItem('markAsRead'), payload: notificationItemPayloadSchema },
  'notification.archive': { run: onItem('archive'), payload: notificationItemPayloadSchema },
};

/** The payload schema of each event of POST /api/notifications. */
export const notificationCommandPayloads = () => payloadsOf(NOTIFICATION_COMMANDS);

export const executeNotificationCommand = (
  auth: AuthContext,
  action: CommandAction,
): Promise<CommandResult> => dispatchCommand(auth, action, NOTIFICATION_COMMANDS);
