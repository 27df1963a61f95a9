import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { latestMessageTo, seriousViolations, setContactState, signIn } from './fixtures';

// The demo owner has a verified e-mail and an unverified phone: the banner asks for the phone.
const OWNER = 'owner@demo.test';
const UNVERIFIED_PHONE = { phone: null, emailVerified: true, phoneVerified: false };

test.beforeEach(() => setContactState(OWNER, UNVERIFIED_PHONE));
test.afterEach(() => setContactState(OWNER, UNVERIFIED_PHONE));

test('a phone number is verified with the code sent by SMS, after a wrong code is refused', async ({
  page,
}) => {
  await signIn(page, OWNER);
  const banner = page.getByRole('note').filter({ hasText: 'Please verify your phone number.' });
  await expect(banner).toBeVisible();
  await banner.getByRole('link', { name: 'Verify now' }).click();

  await expect(page).toHaveURL(/\/settings\/profile$/);
  await expect(page.getByRole('heading', { name: 'Profile settings' })).toBeVisible();
  const phone = page.getByRole('region', { name: /^Phone/ });
  await expect(phone.getByText('Not verified')).toBeVisible();
  await phone.getByLabel('Phone number').fill('+14155550123');
  await phone.getByRole('button', { name: 'Send code' }).click();

  const codeField = phone.getByLabel('Verification code');
  await expect(codeField).toBeVisible();
  await expect(phone.getByText('We sent a 6-digit code to +14155550123.')).toBeVisible();
  expect(await seriousViolations(page, 'main')).toEqual([]);

  // The SMS alone: an e-mail of some earlier notification may reach the owner meanwhile.
  const sms = await latestMessageTo(OWNER, 'sms');
  expect(sms.to).toBe('+14155550123');
  const code = /\b(\d{6})\b/.exec(sms.text)?.[1] ?? '';
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  await codeField.fill(wrong);
  await phone.getByRole('button', { name: 'Verify' }).click();
  await expect(phone.getByRole('alert')).toHaveText(
    'That code is not right. Check it and try again.',
  );
  await expect(banner).toBeVisible();

  await codeField.fill(code);
  await phone.getByRole('button', { name: 'Verify' }).click();

  await expect(phone.getByText('Verified', { exact: true })).toBeVisible();
  await expect(phone.getByLabel('Phone number')).toHaveValue('+14155550123');
  await expect(page.getByText('Please verify your phone number.')).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the name is changed and kept', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/settings/profile');
  const name = page.getByLabel('Name', { exact: true });
  const original = await name.inputValue();

  await name.fill(`${original} Jr.`);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(`${original} Jr.`);

  await page.getByLabel('Name', { exact: true }).fill(original);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Your name is saved')).toBeVisible();
});

test('a picture is chosen, shown in the header at once, and removed', async ({ page }) => {
  await signIn(page, OWNER);
  await page.goto('/settings/profile');
  const photo = await sharp({
    create: { width: 900, height: 600, channels: 3, background: '#0f766e' },
  })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(page.getByText('Your picture is saved')).toBeVisible();
  const headerPicture = page.getByRole('banner').locator('img[src*="/api/profile/images/"]');
  await expect(headerPicture.first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page
    .getByLabel('Choose a picture')
    .setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('no photo') });
  await expect(
    page.getByRole('alert').filter({ hasText: 'This file is not a photo we can use' }),
  ).toHaveText('This file is not a photo we can use: choose a JPEG, PNG or WebP image');

  await page.getByRole('button', { name: 'Remove picture' }).click();
  await expect(page.getByText('Your picture is removed')).toBeVisible();
  await expect(headerPicture).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add a picture' })).toBeVisible();
});
