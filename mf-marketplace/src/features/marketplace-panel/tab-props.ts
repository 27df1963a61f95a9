import type { PlatformApi, Task } from '@staydesk/contracts';

/** What every tab of the panel is drawn from. */
export interface TabProps {
  task: Task;
  platform: PlatformApi;
  /** canEditStructure: the viewer may act; others see the tab read-only (spec §6). */
  editable: boolean;
}
