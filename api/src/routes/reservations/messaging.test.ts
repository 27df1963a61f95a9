import type { Types } from 'mongoose';
import { MessageThread } from '../../models/message-thread';
import { Notification } from '../../models/notification';
import { OutboxMessage } from '../../models/outbox-message';
import { createCustomerWithUsers, withTestApi } from '../../../test/harness';
import { eventually } from '../../../test/eventually';
import { commandSender, createListing, createReservation, resultEvents } from './test-setup';

let airbnbStay: string;
let foreignStay: string;
let cleanerId: Types.ObjectId;

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  cleanerId = seaside.users.get('cleaner')!;
  const loft = await createListing(seaside.customerId, 'Harbor View Loft');
  airbnbStay = (
    await createReservation(seaside.customerId, loft._id, {
      confirmationCode: 'HMMSG1',
      guestContact: 'jordan.relay@guest.example.com',
    })
  ).id;
  const cabin = await createListing(mountain.customerId, 'Pine Cabin');
  foreignStay = (
    await createReservation(mountain.customerId, cabin._id, { confirmationCode: 'MTMSG1' })
  ).id;
});

const toGuest = (reservationId: string, channel: string, body = 'Your door code is ready.') => ({
  recipient: { type: 'guest', reservationId },
  channel,
  body,
});

describe('message.send', () => {
  it("stores a guest message in the reservation's conversation and sends it through the outbox", async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const response = await send('message.send', toGuest(airbnbStay, 'airbnb')).expect(200);
    expect(response.body.data).toMatchObject({ channel: 'airbnb', delivery: 'queued' });
    const again = await send('message.send', toGuest(airbnbStay, 'email', 'See you soon')).expect(
      200,
    );
    expect(again.body.data.threadId).toBe(response.body.data.threadId);

    const thread = await MessageThread.findById(response.body.data.threadId).lean();
    expect(thread?.messages.map((message) => message.body)).toEqual([
      'Your door code is ready.',
      'See you soon',
    ]);
    const sentTexts = async () =>
      (await OutboxMessage.find({ to: 'jordan.relay@guest.example.com' }).lean())
        .map((message) => message.text)
        .sort();
    await eventually(async () => (await sentTexts()).length === 2, 'both messages sent');
    expect(await sentTexts()).toEqual(['See you soon', 'Your door code is ready.']);
    const deliveries = async () =>
      (await MessageThread.findById(response.body.data.threadId).lean())?.messages.map(
        (message) => message.delivery,
      );
    await eventually(
      async () => (await deliveries())?.every((delivery) => delivery === 'sent') ?? false,
      'both messages marked sent',
    );
    expect((await resultEvents('message.send')).at(-1)).toEqual({
      action: 'message.send',
      success: true,
      error: null,
    });
  });

  it('messages a team member internally as a notification', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const response = await send('message.send', {
      recipient: { type: 'team_member', userId: cleanerId.toString() },
      channel: 'internal',
      body: 'Please check the dishwasher',
    }).expect(200);
    expect(response.body.data.delivery).toBe('internal');
    const notification = await Notification.findOne({
      description: 'Please check the dishwasher',
    }).lean();
    expect(notification?.type).toBe('message');
  });

  it.each([
    [toGuest('r', 'airbnb', '   '), '* Required'],
    [
      { recipient: { type: 'team_member', userId: 'u' }, channel: 'airbnb', body: 'Hi' },
      'Team members are messaged by WhatsApp, text, email or internally',
    ],
  ])('refuses %j with its message', async (payload, message) => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const response = await send('message.send', payload).expect(422);
    expect(response.body.error.message).toBe(message);
  });

  it('refuses a platform the guest did not book through, or a phone channel without a number', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const before = await MessageThread.countDocuments();
    const wrongPlatform = await send('message.send', toGuest(airbnbStay, 'booking')).expect(422);
    expect(wrongPlatform.body.error.message).toBe(
      "This reservation's guest cannot be reached through that platform",
    );
    const noPhone = await send('message.send', toGuest(airbnbStay, 'whatsapp')).expect(422);
    expect(noPhone.body.error.message).toBe('No phone number to send this to');
    expect(await MessageThread.countDocuments()).toBe(before);
  });

  it("keeps to the caller's customer and to the roles that message", async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    await send('message.send', toGuest(foreignStay, 'email')).expect(404);
    const cleaner = await commandSender(api.server, 'cleaner@seaside.test');
    await cleaner('message.send', toGuest(airbnbStay, 'email')).expect(403);
    expect(await MessageThread.countDocuments({ reservationId: foreignStay })).toBe(0);
  });
});
