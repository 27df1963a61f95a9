import type { Types } from 'mongoose';
import { z } from 'zod';
import { CSRF_HEADER } from '@staydesk/contracts';
import { HttpError } from '../../errors';
import { callerOf, type AuthContext } from '../../middleware/auth';
import { LiveEventModel } from '../../models/live-event';
import { NotificationRecipient } from '../../models/notification';
import { Reservation } from '../../models/reservation';
import { Task } from '../../models/task';
import { User, type UserDoc } from '../../models/user';
import { command, dispatchCommand } from '../../services/command-dispatch';
import { notify } from '../../services/notify';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import { createListing, createReservation } from '../reservations/test-setup';

let seaside: Awaited<ReturnType<typeof createCustomerWithUsers>>;
let mountain: Awaited<ReturnType<typeof createCustomerWithUsers>>;
let reservationId: Types.ObjectId;
let listingId: Types.ObjectId;

const api = withTestApi(async () => {
  seaside = await createCustomerWithUsers('Seaside', ['admin']);
  mountain = await createCustomerWithUsers('Mountain', ['admin']);
  listingId = (await createListing(seaside.customerId, 'Harbor View Loft'))._id;
  reservationId = (
    await createReservation(seaside.customerId, listingId, { confirmationCode: 'SEA1' })
  )._id;
});

async function admin(): Promise<AuthContext> {
  const user = await User.findById(seaside.users.get('admin')).lean<UserDoc>();
  if (!user) throw new Error('no admin');
  return callerOf(user, seaside.customerId, 'admin');
}

const action = (event: string, payload: Record<string, unknown>) => ({
  type: 'command',
  topic: 'tests',
  event,
  payload,
});

describe('a command table', () => {
  const greeting = z.object({ name: z.string().trim().min(1, 'Name is required').max(20) });

  it('hands its handler the payload its schema gives: trimmed and typed', async () => {
    const handle = jest.fn(async (_auth: AuthContext, payload: z.output<typeof greeting>) => ({
      hello: payload.name,
    }));
    const result = await dispatchCommand(await admin(), action('greet', { name: '  Ada ' }), {
      greet: command({ payload: greeting, handle }),
    });
    expect(result).toEqual({ success: true, data: { hello: 'Ada' }, error: null });
    expect(handle).toHaveBeenCalledWith(expect.anything(), { name: 'Ada' });
  });

  it.each([
    ['by path', 'name: Name is required; extra: unknown field'],
    ['as written', 'Name is required; extra: unknown field'],
  ] as const)(
    'refuses a bad payload before its handler runs, naming fields %s',
    async (messages, message) => {
      const handle = jest.fn(async () => null);
      const table = {
        greet: command({ payload: greeting.strict(), handle, messages }),
      };
      const refusal = await dispatchCommand(
        await admin(),
        action('greet', { name: ' ', extra: 1 }),
        table,
      ).catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(HttpError);
      expect(refusal).toMatchObject({ status: 422, code: 'validation_failed', message });
      expect(handle).not.toHaveBeenCalled();
    },
  );
});

/** POST /api/commands (or /api/notifications for its topic) as Seaside's admin. */
async function sendAsAdmin(topic: string, event: string, payload: Record<string, unknown>) {
  const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
  const path = topic === 'notifications' ? '/api/notifications' : '/api/commands';
  return agent
    .post(path)
    .set(CSRF_HEADER, csrf)
    .send({ action: { type: 'command', topic, event, payload } });
}

const failedResults = async (event: string) =>
  LiveEventModel.countDocuments({
    type: 'command.result',
    'payload.action': event,
    'payload.success': false,
  });

describe('POST /api/commands refuses a payload its schema refuses, and changes nothing', () => {
  it.each([
    ['tasks', 'task.create', { title: 'Fix the gate', priority: 'asap' }, /^priority: must be/],
    ['reservations', 'reservation.move', { reservationId: 'SEA1' }, /^listingId: /],
    ['reservations', 'reservation.internalCancel', { reason: 'Owner stay' }, /^reservationId: /],
    ['seam', 'seam.accessCode.delete', { accessCodeId: 'x' }, /^Missing required information/],
    ['dashboard', 'items.complete', { itemIds: [] }, /^itemIds: at least 1 item/],
  ])('%s %s', async (topic, event, payload, message) => {
    const tasks = await Task.countDocuments();
    const before = await Reservation.findById(reservationId).lean();
    const failed = await failedResults(event);

    const response = await sendAsAdmin(topic, event, payload);

    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({
      code: 'validation_failed',
      message: expect.stringMatching(message),
    });
    expect(await Task.countDocuments()).toBe(tasks);
    expect(await Reservation.findById(reservationId).lean()).toEqual(before);
    // The caller's stream still hears of the refusal, as of any other.
    expect(await failedResults(event)).toBe(failed + 1);
  });

  it('judges a notification payload before its handler weighs the customer it names', async () => {
    const { notificationId } = await notify({
      customerId: seaside.customerId,
      kind: 'mention',
      type: 'mention',
      title: 'Read me',
      target: { mentionedIds: [String(seaside.users.get('admin'))] },
    });
    const foreign = mountain.customerId.toString();

    const invalid = await sendAsAdmin('notifications', 'notification.markAsRead', {
      customerId: foreign,
      itemId: '',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.error.message).toBe('itemId: must not be empty');

    const forged = await sendAsAdmin('notifications', 'notification.markAsRead', {
      customerId: foreign,
      itemId: notificationId,
    });
    expect(forged.status).toBe(403);
    expect(
      await NotificationRecipient.findOne({ notificationId, userId: seaside.users.get('admin') })
        .lean()
        .then((recipient) => recipient?.isRead),
    ).toBe(false);
  });
});
