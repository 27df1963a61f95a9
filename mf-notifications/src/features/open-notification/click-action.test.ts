import { clickActionOf, type ClickableNotification } from './click-action';

const plain: ClickableNotification = {
  source_type: null,
  source_reference: null,
  external_link: null,
  metadata: {},
};

const withReference = (reference: NonNullable<ClickableNotification['source_reference']>) => ({
  ...plain,
  source_reference: reference,
});

describe('clickActionOf', () => {
  describe('1. an internal url', () => {
    it('opens in the app', () => {
      expect(clickActionOf(withReference({ url: '/listings/42' }))).toEqual({
        kind: 'navigate',
        path: '/listings/42',
      });
    });

    it('comes before every other target', () => {
      const everything: ClickableNotification = {
        source_type: 'task',
        source_reference: {
          url: '/tasks/dashboard',
          taskId: 'task-1',
          threadId: 'thread-1',
          reservationId: 'reservation-1',
          dashboardItemId: 'item-1',
        },
        external_link: 'https://airbnb.com/hosting',
        metadata: { taskId: 'task-2' },
      };
      expect(clickActionOf(everything)).toEqual({ kind: 'navigate', path: '/tasks/dashboard' });
    });

    it('may sit in the metadata reference', () => {
      expect(
        clickActionOf({ ...plain, metadata: { sourceReference: { url: '/system' } } }),
      ).toEqual({ kind: 'navigate', path: '/system' });
    });

    it('is never a link to another site in disguise', () => {
      for (const url of [
        '//evil.example/x',
        '/\\evil.example',
        'https://evil.example',
        'listings',
      ]) {
        expect(clickActionOf(withReference({ url })).kind).toBe('none');
      }
    });
  });

  describe('2. a task', () => {
    it('opens the task panel for a task source with a task id', () => {
      expect(
        clickActionOf({ ...withReference({ taskId: 'task-1' }), source_type: 'task' }),
      ).toEqual({ kind: 'task', taskId: 'task-1', marketplace: false });
    });

    it('opens from a task id in the metadata, whatever the source', () => {
      expect(clickActionOf({ ...plain, metadata: { taskId: 'task-2' } })).toEqual({
        kind: 'task',
        taskId: 'task-2',
        marketplace: false,
      });
    });

    it('opens with the marketplace when a bid time exists', () => {
      expect(
        clickActionOf({
          ...plain,
          source_type: 'task',
          source_reference: { taskId: 'task-1' },
          metadata: { biddedAt: '2026-11-21T09:00:00.000Z' },
        }),
      ).toEqual({ kind: 'task', taskId: 'task-1', marketplace: true });
    });

    it('reads the source type from the metadata when the notification has none', () => {
      expect(
        clickActionOf({
          ...plain,
          metadata: { sourceType: 'task', sourceReference: { taskId: 'task-3' } },
        }),
      ).toEqual({ kind: 'task', taskId: 'task-3', marketplace: false });
    });

    it('ignores a task id on a source that is not a task', () => {
      expect(
        clickActionOf({ ...withReference({ taskId: 'task-1' }), source_type: 'reservation' }).kind,
      ).toBe('none');
    });

    it('comes before an external link', () => {
      expect(
        clickActionOf({
          ...plain,
          external_link: 'https://example.com',
          metadata: { taskId: 'task-1' },
        }).kind,
      ).toBe('task');
    });
  });

  describe('3. an external link', () => {
    it('opens external_link', () => {
      expect(clickActionOf({ ...plain, external_link: 'https://airbnb.com/hosting' })).toEqual({
        kind: 'external',
        url: 'https://airbnb.com/hosting',
      });
    });

    it('opens externalLink', () => {
      expect(clickActionOf({ ...plain, externalLink: 'http://example.com/a' })).toEqual({
        kind: 'external',
        url: 'http://example.com/a',
      });
    });

    it('opens metadata.externalLink', () => {
      expect(
        clickActionOf({ ...plain, metadata: { externalLink: 'https://example.com' } }),
      ).toEqual({ kind: 'external', url: 'https://example.com/' });
    });

    it('refuses links that would run script or are not links at all', () => {
      for (const link of ['javascript:alert(1)', 'data:text/html,hi', 'not a url']) {
        expect(clickActionOf({ ...plain, external_link: link }).kind).toBe('none');
      }
    });

    it('comes before the modals', () => {
      expect(
        clickActionOf({
          ...withReference({ reservationId: 'reservation-1' }),
          external_link: 'https://example.com',
        }).kind,
      ).toBe('external');
    });
  });

  describe('4. a modal', () => {
    it('shows a dashboard item first', () => {
      expect(
        clickActionOf(
          withReference({ dashboardItemId: 'item-1', threadId: 't', reservationId: 'r' }),
        ),
      ).toEqual({ kind: 'dashboard-item', dashboardItemId: 'item-1' });
    });

    it('opens an item of the inbox itself: its task or its reservation', () => {
      const id = 'a'.repeat(24);
      expect(clickActionOf(withReference({ dashboardItemId: `task:${id}` }))).toEqual({
        kind: 'task',
        taskId: id,
        marketplace: false,
      });
      expect(
        clickActionOf(withReference({ dashboardItemId: `reservation:${id}`, threadId: 't' })),
      ).toEqual({ kind: 'reservation', reservationId: id });
    });

    it('then a thread, from the reference or the metadata', () => {
      expect(clickActionOf(withReference({ threadId: 'thread-1', reservationId: 'r' }))).toEqual({
        kind: 'thread',
        threadId: 'thread-1',
      });
      expect(clickActionOf({ ...plain, metadata: { threadId: 'thread-2' } })).toEqual({
        kind: 'thread',
        threadId: 'thread-2',
      });
    });

    it('then a reservation', () => {
      expect(clickActionOf(withReference({ reservationId: 'reservation-1' }))).toEqual({
        kind: 'reservation',
        reservationId: 'reservation-1',
      });
    });

    it('opens no reservation for an inquiry', () => {
      expect(
        clickActionOf(withReference({ reservationId: 'reservation-1', type: 'inquiry' })),
      ).toEqual({ kind: 'none' });
    });

    it("opens an inquiry's thread when it has one", () => {
      expect(
        clickActionOf(
          withReference({ reservationId: 'reservation-1', type: 'inquiry', threadId: 'thread-1' }),
        ),
      ).toEqual({ kind: 'thread', threadId: 'thread-1' });
    });
  });

  it('does nothing but mark read when there is nowhere to go', () => {
    expect(clickActionOf(plain)).toEqual({ kind: 'none' });
    expect(clickActionOf({ ...plain, metadata: { taskId: '  ', threadId: 42 } })).toEqual({
      kind: 'none',
    });
  });
});
