import { renderHarness } from '@staydesk/design-system/platform';
import * as taskSidebar from './expose/TaskSidebar';

renderHarness({
  title: 'Tasks',
  surfaces: [{ label: 'Task sidebar', lifecycles: taskSidebar }],
  taskPicker: true,
});
