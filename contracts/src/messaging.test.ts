import { canMessageGuestThrough, messageSendPayloadSchema } from './messaging';

describe('message.send payload', () => {
  it('takes a guest or a team member, a channel and a trimmed body', () => {
    const parsed = messageSendPayloadSchema.parse({
      recipient: { type: 'guest', reservationId: 'r1' },
      channel: 'airbnb',
      body: '  Welcome!  ',
    });
    expect(parsed.body).toBe('Welcome!');
    const blank = messageSendPayloadSchema.safeParse({
      recipient: { type: 'team_member', userId: 'u1' },
      channel: 'email',
      body: '   ',
    });
    expect(blank.error?.issues.map((issue) => issue.message)).toEqual(['* Required']);
  });

  it('reaches team members only outside the booking platforms', () => {
    const result = messageSendPayloadSchema.safeParse({
      recipient: { type: 'team_member', userId: 'u1' },
      channel: 'booking',
      body: 'Hi',
    });
    expect(result.success).toBe(false);
  });

  it('reaches a guest on their own booking platform or a direct channel', () => {
    expect(canMessageGuestThrough('airbnb', 'airbnb')).toBe(true);
    expect(canMessageGuestThrough('booking', 'airbnb')).toBe(false);
    expect(canMessageGuestThrough('direct', 'whatsapp')).toBe(true);
  });
});
