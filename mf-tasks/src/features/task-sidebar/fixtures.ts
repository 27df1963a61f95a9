import { sampleTask } from '@staydesk/design-system/fixtures';

export const taskFixture = sampleTask();
