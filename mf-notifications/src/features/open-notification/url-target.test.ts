import { urlTargetOf, withoutUrlTarget } from './url-target';

describe('an item opened from a link', () => {
  it('reads the dashboard item, thread or reservation the link names', () => {
    expect(urlTargetOf('?item=d1')).toEqual({ kind: 'dashboard-item', dashboardItemId: 'd1' });
    expect(urlTargetOf('?view=grid&thread=t1')).toEqual({ kind: 'thread', threadId: 't1' });
    expect(urlTargetOf('?reservation=r1')).toEqual({ kind: 'reservation', reservationId: 'r1' });
    expect(urlTargetOf('?task=t1')).toBeNull();
    expect(urlTargetOf('?reservation=')).toBeNull();
  });

  it('closes back to the same page and query', () => {
    expect(withoutUrlTarget('/listings', '?view=grid&reservation=r1')).toBe('/listings?view=grid');
    expect(withoutUrlTarget('/', '?thread=t1')).toBe('/');
  });
});
