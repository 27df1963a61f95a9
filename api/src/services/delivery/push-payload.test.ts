import { Types } from 'mongoose';
import { pushPayloadOf } from './push-payload';

const notification = (
  sourceReference: Record<string, string> | null,
  title: string | null = 'Hi',
  metadata: Record<string, unknown> = {},
) => ({
  _id: new Types.ObjectId('64b7f0c2a1b2c3d4e5f60718'),
  title,
  description: null,
  priority: 'medium' as const,
  sourceReference,
  metadata,
});

describe('pushPayloadOf', () => {
  it('carries what the service worker routes a click by', () => {
    expect(
      pushPayloadOf(
        notification({
          url: '/reservations?id=r1',
          reservationId: 'r1',
          threadId: 't1',
          dashboardItemId: 'd1',
          type: 'inquiry',
        }),
      ),
    ).toEqual({
      notificationId: '64b7f0c2a1b2c3d4e5f60718',
      title: 'Hi',
      body: '',
      priority: 'medium',
      url: '/reservations?id=r1',
      reservationId: 'r1',
      threadId: 't1',
      dashboardItemId: 'd1',
    });
  });

  it('opens the marketplace panel with the task when the task has a bid', () => {
    const bid = { biddedAt: '2026-11-21T10:00:00.000Z' };
    expect(pushPayloadOf(notification({ taskId: 't1' }, 'Bid', bid))).toMatchObject({
      taskId: 't1',
      marketplace: true,
    });
    expect(pushPayloadOf(notification({ taskId: 't1' })).marketplace).toBeUndefined();
  });

  it("opens only the app's own paths, and names an untitled notification", () => {
    for (const url of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
      expect(pushPayloadOf(notification({ url })).url).toBeUndefined();
    }
    expect(pushPayloadOf(notification(null, null)).title).toBe('No title');
  });
});
