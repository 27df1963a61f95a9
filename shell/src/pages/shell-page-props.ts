import type { PlatformApi } from '@staydesk/contracts';

/** What the shell hands each of its pages. */
export interface ShellPageProps {
  platform: PlatformApi;
  pathname: string;
}
