import type { PlatformProps } from '@staydesk/contracts';

export function LazyNotificationSettings(_props: PlatformProps) {
  return <h1>Notification settings</h1>;
}
