import { renderHarness } from '@staydesk/design-system/platform';
import * as executionView from './expose/ExecutionView';

renderHarness({
  title: 'Execution',
  surfaces: [{ label: 'Execution view', lifecycles: executionView }],
  taskPicker: true,
});
