import { renderHarness } from '@staydesk/design-system/platform';
import * as taskCreatePanel from './expose/TaskCreatePanel';
import * as taskSidebar from './expose/TaskSidebar';

renderHarness({
  title: 'Tasks',
  surfaces: [
    { label: 'Task sidebar', lifecycles: taskSidebar },
    { label: 'Create task', lifecycles: taskCreatePanel },
  ],
  taskPicker: true,
});
