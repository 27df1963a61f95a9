import {
  isInternalPath,
  newestPendingClick,
  notificationClickPath,
  PENDING_CLICK_MAX_AGE_MS,
  pushPayloadFrom,
} from './notification-click';

describe('where a notification click leads', () => {
  const listings = { pathname: '/listings', search: '?view=grid' };

  it('opens an internal url first', () => {
    expect(notificationClickPath({ url: '/tasks/dashboard?filter=late', taskId: 't1' })).toBe(
      '/tasks/dashboard?filter=late',
    );
  });

  it('never follows a url to another site', () => {
    for (const url of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:x']) {
      expect(isInternalPath(url)).toBe(false);
      expect(notificationClickPath({ url })).toBeNull();
    }
    expect(notificationClickPath({ url: '//evil.test', taskId: 't1' })).toBe('/?task=t1');
  });

  it('opens the task panel over the current page, or over home with no window', () => {
    expect(notificationClickPath({ taskId: 't1', reservationId: 'r1' })).toBe('/?task=t1');
    expect(notificationClickPath({ taskId: 't1' }, listings)).toBe('/listings?view=grid&task=t1');
    expect(notificationClickPath({ taskId: 't1', marketplace: true })).toBe(
      '/?task=t1&marketplace=true',
    );
  });

  it('replaces a task panel or an item that is already open', () => {
    const withTask = { pathname: '/', search: '?task=old&marketplace=true&thread=th0' };
    expect(notificationClickPath({ taskId: 'new' }, withTask)).toBe('/?task=new');
  });

  it('then opens a dashboard item, a thread, or a reservation, one at a time', () => {
    expect(
      notificationClickPath({ dashboardItemId: 'd1', threadId: 'th1', reservationId: 'r1' }),
    ).toBe('/?item=d1');
    expect(notificationClickPath({ threadId: 'th1', reservationId: 'r1' }, listings)).toBe(
      '/listings?view=grid&thread=th1',
    );
    const open = { pathname: '/', search: '?task=t9&thread=th0' };
    expect(notificationClickPath({ reservationId: 'r1' }, open)).toBe('/?reservation=r1');
  });

  it('opens an item of the inbox itself: its task panel or its reservation', () => {
    const id = 'b'.repeat(24);
    expect(notificationClickPath({ dashboardItemId: `task:${id}` }, listings)).toBe(
      `/listings?view=grid&task=${id}`,
    );
    expect(notificationClickPath({ dashboardItemId: `reservation:${id}`, threadId: 'th1' })).toBe(
      `/?reservation=${id}`,
    );
    const linked = { pathname: '/', search: `?item=task:${id}` };
    expect(notificationClickPath({ dashboardItemId: `task:${id}` }, linked)).toBe(`/?task=${id}`);
  });

  it('leads nowhere in particular without a target', () => {
    expect(notificationClickPath({})).toBeNull();
  });
});

describe('reading a push payload', () => {
  it('keeps the known fields and defaults the rest', () => {
    expect(
      pushPayloadFrom({
        notificationId: 'n1',
        title: 'Payout failed',
        priority: 'urgent',
        taskId: 't1',
        threadId: '',
        extra: true,
      }),
    ).toEqual({
      notificationId: 'n1',
      title: 'Payout failed',
      body: '',
      priority: 'medium',
      taskId: 't1',
    });
  });

  it('refuses data without an id or a title', () => {
    expect(pushPayloadFrom(null)).toBeNull();
    expect(pushPayloadFrom('text')).toBeNull();
    expect(pushPayloadFrom({ notificationId: 'n1' })).toBeNull();
  });
});

describe('pending clicks', () => {
  const now = Date.UTC(2026, 0, 10);
  const click = (notificationId: string, age: number, userId = 'u1') => ({
    notificationId,
    userId,
    target: { taskId: notificationId },
    clickedAt: now - age,
  });

  it('opens the newest click', () => {
    expect(
      newestPendingClick([click('a', 5_000), click('b', 1_000), click('c', 9_000)], now, 'u1'),
    ).toMatchObject({ notificationId: 'b' });
  });

  it('drops clicks older than a day', () => {
    expect(newestPendingClick([click('a', PENDING_CLICK_MAX_AGE_MS + 1)], now, 'u1')).toBeNull();
    expect(newestPendingClick([], now, 'u1')).toBeNull();
  });

  it('never opens a click pushed to another user of this browser', () => {
    const clicks = [click('mine', 5_000), click('theirs', 1_000, 'u2')];
    expect(newestPendingClick(clicks, now, 'u1')).toMatchObject({ notificationId: 'mine' });
    expect(newestPendingClick([click('theirs', 1_000, 'u2')], now, 'u1')).toBeNull();
  });
});
