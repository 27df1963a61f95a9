import { renderHarness } from '@staydesk/design-system/platform';
import * as taskCreatePanel from './expose/TaskCreatePanel';
import * as recentActivity from './expose/RecentActivity';
import * as taskSidebar from './expose/TaskSidebar';
import * as tasksDashboard from './expose/TasksDashboard';

renderHarness({
  title: 'Tasks',
  surfaces: [
    { label: 'Task sidebar', lifecycles: taskSidebar },
    { label: 'Create task', lifecycles: taskCreatePanel },
    { label: 'Tasks dashboard', lifecycles: tasksDashboard },
    { label: 'Recent activity', lifecycles: recentActivity },
  ],
  taskPicker: true,
});
