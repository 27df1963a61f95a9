import {
  emptyUnreadCounts,
  TAB_CATEGORY,
  type Notification,
  type NotificationAction,
  type NotificationList,
  type NotificationTab,
  type Reservation,
} from '@staydesk/contracts';

export interface FakeReply {
  status?: number;
  body: unknown;
}

export interface FakeNotificationsApi {
  notifications: Notification[];
  /** Every GET /api/notifications query string, in order. */
  listQueries: URLSearchParams[];
  /** Every PATCH body, in order. */
  patches: NotificationAction[];
  /** Answer list requests with this status instead (e.g. 500). */
  listStatus: number;
  /** Answer PATCH requests with this status instead. */
  patchStatus: number;
  reservations: Map<string, Reservation>;
}

function listOf(all: Notification[], query: URLSearchParams): NotificationList {
  const tab = (query.get('tab') ?? 'all') as NotificationTab;
  const category = TAB_CATEGORY[tab];
  const q = query.get('q')?.toLowerCase();
  const priorities = query.get('priority')?.split(',');
  const types = query.get('type')?.split(',');
  const status = query.get('status');
  const matching = all.filter(
    (n) =>
      (!category || n.category === category) &&
      (tab !== 'unread' || !n.is_read) &&
      (!priorities || priorities.includes(n.priority)) &&
      (!types || types.includes(n.type)) &&
      (status !== 'unread' || !n.is_read) &&
      (status !== 'read' || n.is_read) &&
      (!q || `${n.title} ${n.description}`.toLowerCase().includes(q)),
  );
  const offset = Number(query.get('offset') ?? 0);
  const limit = Number(query.get('limit') ?? 25);
  const counts = emptyUnreadCounts();
  for (const n of all.filter((candidate) => !candidate.is_read)) {
    counts.all += 1;
    counts.unread += 1;
    for (const [tabName, tabCategory] of Object.entries(TAB_CATEGORY)) {
      if (tabCategory === n.category) counts[tabName as NotificationTab] += 1;
    }
  }
  return {
    notifications: matching.slice(offset, offset + limit),
    total: matching.length,
    unreadCount: counts.unread,
    unreadCounts: counts,
  };
}

function apply(api: FakeNotificationsApi, action: NotificationAction): void {
  if (action.action === 'markAsRead' || action.action === 'markAllRead') {
    api.notifications = api.notifications.map((n) =>
      (action.action === 'markAsRead' ? n.id === action.id : n.priority !== action.excludePriority)
        ? { ...n, is_read: true }
        : n,
    );
  } else if (action.action === 'archive') {
    api.notifications = api.notifications.filter((n) => n.id !== action.id);
  } else {
    api.notifications = [];
  }
}

/**
 * The notification routes in memory, with the API's list semantics (tab, filters, search,
 * paging, unread counts), PATCH actions and GET /api/reservations/:id: what the surfaces' Jest
 * tests and stories talk to instead of the API.
 */
export function fakeNotificationsBackend(notifications: Notification[]) {
  const api: FakeNotificationsApi = {
    notifications,
    listQueries: [],
    patches: [],
    listStatus: 200,
    patchStatus: 200,
    reservations: new Map(),
  };
  const failure = (status: number): FakeReply => ({
    status,
    body: { error: { code: 'internal', message: 'Something went wrong' } },
  });
  const answer = async (request: Request): Promise<FakeReply> => {
    const url = new URL(request.url);
    if (url.pathname === '/api/notifications' && request.method === 'PATCH') {
      const action = (await request.json()) as NotificationAction;
      api.patches.push(action);
      if (api.patchStatus !== 200) return failure(api.patchStatus);
      apply(api, action);
      return { body: { success: true, updated: 1 } };
    }
    if (url.pathname === '/api/notifications') {
      api.listQueries.push(url.searchParams);
      if (api.listStatus !== 200) return failure(api.listStatus);
      return { body: listOf(api.notifications, url.searchParams) };
    }
    const reservationId = url.pathname.match(/^\/api\/reservations\/(.+)$/)?.[1];
    const reservation = reservationId && api.reservations.get(decodeURIComponent(reservationId));
    if (reservation) return { body: { reservation } };
    return {
      status: 404,
      body: { error: { code: 'not_found', message: 'Not found' } },
    };
  };
  return { api, answer };
}
