import { renderHarness } from '@staydesk/design-system/platform';
import * as bell from './expose/Bell';

renderHarness({
  title: 'Notifications',
  surfaces: [{ label: 'Notification bell', lifecycles: bell }],
});
