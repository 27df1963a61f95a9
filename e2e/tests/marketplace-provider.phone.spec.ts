import { expect, test } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

test('a cleaner on the phone finds an offered task on /marketplace, bids with quick fill and sees the bid pending', async ({
  page,
}) => {
  await signIn(page, 'cleaner@demo.test');
  await page.goto('/marketplace');

  const offers = page.getByRole('list', { name: 'Offered tasks' });
  // An offer the cleaner has not bid on yet: the demo holds their pending bid on another one.
  const offer = offers
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: 'Place Bid', disabled: false }) })
    .first();
  await expect(offer).toBeVisible();
  const title = await offer.getAttribute('aria-label');
  expect(await seriousViolations(page)).toEqual([]);

  await offer.getByRole('button', { name: 'Place Bid' }).click();
  const dialog = page.getByRole('dialog', { name: 'Place Bid' });
  await expect(dialog).toContainText(title ?? '');
  await expect(dialog.getByRole('button', { name: 'Submit Bid' })).toBeDisabled();
  const quickFill = dialog.getByRole('group', { name: 'Quick fill from your previous bids' });
  await quickFill.getByRole('button').first().click();
  await expect(dialog.getByLabel(/^Bid amount/)).not.toHaveValue('');
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Submit Bid' }).click();

  await expect(page.getByText('Your bid has been successfully submitted')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(offers.getByRole('article', { name: title ?? '' })).toContainText(
    'Your bid is pending',
  );
  await page.getByRole('tab', { name: 'My bids' }).click();
  await expect(
    page.getByRole('list', { name: 'My bids' }).getByRole('article', { name: `Bid on ${title}` }),
  ).toContainText('Pending');
});
