import type { PlatformProps } from '@staydesk/contracts';

export function LazyNotificationSidebar(_props: PlatformProps) {
  return null;
}
