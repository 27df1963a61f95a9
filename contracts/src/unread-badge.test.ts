import { unreadBadgeLabel } from './unread-badge';

describe('unreadBadgeLabel', () => {
  it("shows the count up to 99, then '99+', and nothing at zero", () => {
    expect(unreadBadgeLabel(0)).toBeNull();
    expect(unreadBadgeLabel(1)).toBe('1');
    expect(unreadBadgeLabel(99)).toBe('99');
    expect(unreadBadgeLabel(100)).toBe('99+');
  });
});
