// Apart from the notification types: the design-system's Badge, on every page, needs only this.
/** The unread badge text: the count, or '99+' above 99; nothing when there is nothing unread. */
export function unreadBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > 99 ? '99+' : String(count);
}
