import { renderHarness } from '@staydesk/design-system';
import * as bell from './expose/Bell';

renderHarness({
  title: 'Notifications',
  surfaces: [{ label: 'Notification bell', lifecycles: bell }],
});
