import { HISTORY_SIDEBAR_ID } from '@staydesk/contracts';
import { slotElementId } from './surfaces';

test("the Recent Activity toggle controls the sidebar's slot, which is always in the page", () => {
  expect(slotElementId('history-sidebar')).toBe(HISTORY_SIDEBAR_ID);
});
