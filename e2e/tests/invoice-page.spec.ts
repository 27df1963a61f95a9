import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';
import { pdfText } from './pdf-text';

test("a manager opens a completed task's invoice without the chrome and downloads its PDF", async ({
  page,
}) => {
  await signIn(page, 'user@demo.test');
  const list = await page.request.get('/api/tasks?limit=200&status=completed');
  const { tasks } = (await list.json()) as { tasks: Array<{ id: string; title: string }> };
  const paid = tasks.find((task) => task.title === 'Deep clean after the long stay');
  if (!paid) throw new Error('the demo has no paid task');
  const read = await page.request.get(`/api/tasks?taskId=${paid.id}`);
  const { invoice } = (
    (await read.json()) as { task: { invoice: { invoiceId: string; invoiceNumber: string } } }
  ).task;

  await page.goto(`/invoices/${invoice.invoiceId}`);
  await expect(
    page.getByRole('heading', { name: `Invoice ${invoice.invoiceNumber}` }),
  ).toBeVisible();
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('row', { name: 'Total $198.00' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`invoice-${invoice.invoiceNumber}.pdf`);
  const pdf = await readFile(await download.path());
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await pdfText(pdf)).toContain(`Invoice ${invoice.invoiceNumber}`);
});
