import { expect, test } from '@playwright/test';
import { setNotifications } from './fixtures';
import { USER, numbered, openSidebar, start } from './notification-helpers';

// Touch gestures: the phone project runs this file, the desktop project has no touch screen.
test.describe('the notifications sidebar on a touch screen', () => {
  test('pulling the list down refreshes it', async ({ page }) => {
    await start(page, numbered(2));
    const panel = await openSidebar(page);
    // Changed without telling the browser: only a refresh can show it.
    await setNotifications(USER, {
      notifications: [{ type: 'message', title: 'Arrived quietly' }, ...numbered(2)],
    });
    await page.waitForTimeout(500);
    await expect(panel.getByText('Arrived quietly')).toBeHidden();

    const list = panel.getByRole('list', { name: /notifications$/ });
    const box = await list.boundingBox();
    if (!box) throw new Error('the list is not on screen');
    const x = box.x + box.width / 2;
    const y = box.y + 20;
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step += 1) {
      await touch.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x, y: y + step * 15 }],
      });
    }
    await expect(panel.getByText('Release to refresh')).toBeVisible();
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });

    await expect(panel.getByText('Arrived quietly')).toBeVisible();
    await expect(panel.getByText('Release to refresh')).toBeHidden();
  });
});
