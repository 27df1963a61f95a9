import { urlTargetOf, withoutUrlTarget } from './url-target';

describe('an item opened from a link', () => {
  it('reads the dashboard item or thread the link names', () => {
    expect(urlTargetOf('?item=d1')).toEqual({ kind: 'dashboard-item', dashboardItemId: 'd1' });
    expect(urlTargetOf('?view=grid&thread=t1')).toEqual({ kind: 'thread', threadId: 't1' });
    expect(urlTargetOf('?task=t1')).toBeNull();
    expect(urlTargetOf('?thread=')).toBeNull();
  });

  it("leaves a reservation to the shell's reservation view", () => {
    expect(urlTargetOf('?reservation=r1')).toBeNull();
    expect(withoutUrlTarget('/', '?thread=t1&reservation=r1')).toBe('/?reservation=r1');
  });

  it('closes back to the same page and query', () => {
    expect(withoutUrlTarget('/listings', '?view=grid&item=d1')).toBe('/listings?view=grid');
    expect(withoutUrlTarget('/', '?thread=t1')).toBe('/');
  });
});
