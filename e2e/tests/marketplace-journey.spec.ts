import { readFile } from 'node:fs/promises';
import { devices, expect, test } from '@playwright/test';
import { SHELL_URL } from '../ports';
import {
  createTask,
  csrfHeaders,
  openTaskLink,
  PIXEL_PNG,
  signIn,
  taskSidebar,
  uniqueTitle,
} from './fixtures';
import { pdfText } from './pdf-text';

/**
 * The whole marketplace journey across two people and two screens: the manager at a desktop,
 * the cleaner on a 390 px phone, each seeing the other's changes without a reload.
 */
test('a task goes from the marketplace to a bid, an assignment, an issue, a payment and its invoice', async ({
  page: manager,
  browser,
}) => {
  test.setTimeout(90_000);
  const title = uniqueTitle('Turnover clean of the loft');
  await signIn(manager, 'owner@demo.test');
  const taskId = await createTask(manager, { title, category: 'cleaning' });

  // The manager offers the existing task from the sidebar's marketplace row.
  await openTaskLink(manager, `/?task=${taskId}`);
  const sidebar = taskSidebar(manager);
  await sidebar
    .getByRole('group', { name: 'Marketplace' })
    .getByRole('button', { name: 'Enable' })
    .click();
  const panel = manager.getByRole('region', { name: 'Marketplace' });
  await panel.getByRole('button', { name: 'Enable Marketplace' }).click();
  const bidsTab = panel.getByRole('tab', { name: /^Bids/ });
  await expect(bidsTab).toBeEnabled();
  await bidsTab.click();
  await expect(panel.getByText('No Bids Yet')).toBeVisible();

  // The cleaner, on a phone, finds it on /marketplace and bids with quick fill.
  const phone = await browser.newContext({
    ...devices['Pixel 5'],
    viewport: { width: 390, height: 844 },
    baseURL: SHELL_URL,
  });
  const cleaner = await phone.newPage();
  await signIn(cleaner, 'cleaner@demo.test');
  await cleaner.goto('/marketplace');
  const offer = cleaner
    .getByRole('list', { name: 'Offered tasks' })
    .getByRole('article', { name: title });
  await offer.getByRole('button', { name: 'Place Bid' }).click();
  const dialog = cleaner.getByRole('dialog', { name: 'Place Bid' });
  await dialog
    .getByRole('group', { name: 'Quick fill from your previous bids' })
    .getByRole('button')
    .first()
    .click();
  await expect(dialog.getByLabel(/^Bid amount/)).not.toHaveValue('');
  await dialog.getByRole('button', { name: 'Submit Bid' }).click();
  await expect(cleaner.getByText('Your bid has been successfully submitted')).toBeVisible();

  // The manager sees the bid arrive, with no reload, and accepts it.
  const bid = panel.getByRole('list', { name: 'Bids' }).getByRole('listitem').first();
  await expect(bid).toContainText('Pending');
  await bid.getByRole('button', { name: 'Accept' }).click();
  await expect(bid).toContainText('Accepted');
  await panel.getByRole('tab', { name: 'Overview' }).click();
  await expect(panel.getByText('Assigned (Pending Confirmation)')).toBeVisible();

  // The cleaner confirms the assignment; the manager's overview follows.
  await openTaskLink(cleaner, `/?task=${taskId}`);
  const answer = taskSidebar(cleaner).getByRole('region', { name: 'Assignment' });
  await answer.getByRole('button', { name: 'Accept' }).click();
  await expect(answer).toHaveCount(0);
  await expect(panel.getByRole('heading', { name: 'Assigned', exact: true })).toBeVisible();

  // The cleaner starts and reports a blocking issue with a photo from the execution view.
  await openTaskLink(cleaner, `/?task=${taskId}&execution=true`);
  const run = cleaner.getByRole('dialog', { name: title });
  await run.getByRole('button', { name: 'Start Task' }).click();
  await run.getByRole('button', { name: 'Report issue' }).click();
  const report = cleaner.getByRole('dialog', { name: 'Report an issue' });
  await report.getByRole('radio', { name: 'Damage Found' }).check();
  await report
    .getByLabel('Add photos or videos')
    .setInputFiles({ name: 'leak.png', mimeType: 'image/png', buffer: PIXEL_PNG });
  await expect(report.getByText('leak.png')).toBeVisible();
  await report.getByLabel('Description').fill('Water under the sink');
  await report.getByLabel('Location (optional)').fill('Kitchen');
  await report.getByLabel('This issue blocks task completion').check();
  await report.getByRole('button', { name: 'Report Issue' }).click();
  await expect(run.getByText('Blocking Issue - Cannot Continue')).toBeVisible();

  // The manager's sidebar shows the banner; the Task Issues panel resolves the issue.
  const banner = sidebar.getByRole('region', { name: 'Blocking issue' });
  await expect(banner).toContainText('Damage Found');
  await banner.getByRole('button', { name: 'View issues' }).click();
  const issues = manager.getByRole('region', { name: 'Task Issues' });
  await expect(issues.getByRole('img', { name: 'Issue photo' })).toBeVisible();
  await issues.getByRole('button', { name: 'Issue resolved' }).click();
  await expect(banner).toHaveCount(0);

  // A payment scheduled a few seconds ahead (the tab's button schedules one a day ahead) is
  // processed by its job and held while the task is in work; the manager releases it.
  const scheduled = await manager.request.post('/api/tasks/marketplace/payments', {
    headers: await csrfHeaders(manager),
    data: {
      taskId,
      amount: 80,
      scheduleDate: new Date(Date.now() + 3_000).toISOString(),
      action: 'schedule_payment',
    },
  });
  expect(scheduled.ok()).toBe(true);
  await sidebar
    .getByRole('group', { name: 'Marketplace' })
    .getByRole('button', { name: 'Marketplace' })
    .click();
  const paymentsTab = panel.getByRole('tab', { name: 'Payments' });
  await paymentsTab.click();
  await expect(paymentsTab).toHaveAttribute('aria-selected', 'true');
  const payment = panel.getByRole('region', { name: 'Payment', exact: true });
  await expect(payment).toContainText('Held');
  await panel.getByRole('button', { name: 'Release Payment' }).click();
  await expect(payment).toContainText('Paid');

  // The cleaner completes the task; its invoice opens on its own page and its PDF reads back.
  await run.getByRole('button', { name: 'Complete Task' }).click();
  await expect(run.getByRole('status').filter({ hasText: 'Task completed' })).toBeVisible();
  await phone.close();

  await panel.getByRole('tab', { name: 'Overview' }).click();
  const invoiceCard = panel.getByRole('region', { name: 'Invoice' });
  const opening = manager.waitForEvent('popup');
  await invoiceCard.getByRole('link').click();
  const invoicePage = await opening;
  const heading = invoicePage.getByRole('heading', { name: /^Invoice / });
  await expect(heading).toBeVisible();
  const invoiceNumber = ((await heading.textContent()) ?? '').replace(/^Invoice /, '').trim();
  const downloading = invoicePage.waitForEvent('download');
  await invoicePage.getByRole('link', { name: 'Download PDF' }).click();
  const pdf = await readFile(await (await downloading).path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pdfText(pdf)).toContain(invoiceNumber);
});
