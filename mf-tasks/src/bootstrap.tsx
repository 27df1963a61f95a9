import { renderHarness } from '@staydesk/design-system';
import * as taskSidebar from './expose/TaskSidebar';

renderHarness({
  title: 'Tasks',
  surfaces: [{ label: 'Task sidebar', lifecycles: taskSidebar }],
  taskPicker: true,
});
