import { expect, test } from '@playwright/test';
import { reservationViewOf, seriousViolations, signIn, someReservation } from './fixtures';
import { openOnReservation, openPalette, paletteOf, storedReservation } from './palette-helpers';

test.describe('command palette', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page);
  });

  test('arrows wrap around, a shortcut runs its command, nothing matching says so', async ({
    page,
  }) => {
    const palette = await openPalette(page);
    const selected = palette.getByRole('option', { selected: true });
    // Opening highlights the first command.
    await expect(selected).toContainText('Ask the AI');
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('ArrowUp');
    await expect(selected).toContainText('Modify reservation');
    await page.keyboard.press('ArrowDown');
    await expect(selected).toContainText('Ask the AI');

    await palette.getByRole('combobox').fill('>zz');
    await expect(palette.getByRole('option', { name: 'No matching commands found' })).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    await palette.getByRole('combobox').fill('>t');
    await page.keyboard.press('Enter');
    await expect(palette.getByRole('heading', { name: 'Create task' })).toBeVisible();
    await expect(palette.getByRole('combobox', { name: 'Choose a reservation' })).toBeFocused();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test("'/' and a confirmation code search; a result opens its page or view", async ({ page }) => {
    const reservation = await someReservation('admin@demo.test');
    const palette = await openPalette(page);
    await palette.getByRole('combobox').fill(reservation.confirmationCode);
    const reservations = palette.getByRole('group', { name: /^Reservations/ });
    await expect(reservations.getByText(reservation.guestName)).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await reservations.getByRole('option').first().click();
    await expect(page).toHaveURL(new RegExp(`reservation=${reservation.id}`));
    const view = reservationViewOf(page);
    await expect(view).toContainText(reservation.guestName);
    await page.keyboard.press('Escape');
    await expect(view).toBeHidden();

    await openPalette(page);
    await paletteOf(page).getByRole('combobox').fill('/');
    const listings = paletteOf(page).getByRole('group', { name: /^Listings/ });
    const first = listings.getByRole('option').first();
    await expect(first).toBeVisible();
    await first.click();
    await expect(page).toHaveURL(/\/listings\/[^/?]+/);
  });

  test('an access code created from the palette is listed after a reload, then edited and deleted', async ({
    page,
  }) => {
    const reservation = await someReservation('admin@demo.test');
    const name = `Door ${Date.now().toString(36)}`;
    // A lock holds one code of each value: each run sets its own.
    const code = String(100_000 + (Date.now() % 900_000));
    let palette = await openOnReservation(page, reservation.id);
    await palette.getByRole('combobox').fill('>ac');
    await page.keyboard.press('Enter');
    await palette.getByRole('textbox', { name: 'Name' }).fill(name);
    await palette.getByRole('textbox', { name: 'Access code' }).fill('12345');
    await expect(palette.getByText('Access code must be at least 6 digits')).toBeVisible();
    await palette.getByRole('textbox', { name: 'Access code' }).fill(code);
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
    await palette.getByRole('button', { name: 'Create access code' }).click();
    await expect(page.getByText('Access code created successfully')).toBeVisible();
    await expect(palette).toBeHidden();

    await page.reload();
    palette = await openPalette(page);
    await palette.getByRole('combobox').fill('>ace');
    await expect(palette.getByRole('option')).toHaveCount(1);
    await palette.getByRole('option', { name: /Edit access codes/ }).click();
    await expect(palette.getByText(new RegExp(`${name} · ${code}`))).toBeVisible();
    expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);

    const changed = String(Number(code) + 1);
    await palette.getByRole('button', { name: `Edit ${name}` }).click();
    await palette.getByRole('textbox', { name: 'Access code' }).fill(changed);
    await palette.getByRole('button', { name: 'Save access code' }).click();
    await expect(page.getByText('Access code created/updated successfully!')).toBeVisible();

    await page.reload();
    palette = await openPalette(page);
    await palette.getByRole('combobox').fill('>ace');
    await palette.getByRole('option', { name: /Edit access codes/ }).click();
    await expect(palette.getByText(new RegExp(`${name} · ${changed}`))).toBeVisible();
    await palette.getByRole('button', { name: `Delete ${name}` }).click();
    await palette.getByRole('button', { name: 'Confirm delete' }).click();
    await expect(page.getByText('Access code deleted')).toBeVisible();
    await expect(palette.getByText(new RegExp(`${name} · `))).toHaveCount(0);
  });

  test('guest count changed from the palette is the reservation after a reload', async ({
    page,
  }) => {
    const reservation = await someReservation('admin@demo.test');
    const palette = await openOnReservation(page, reservation.id);
    await palette.getByRole('combobox').fill('>rm');
    await page.keyboard.press('Enter');
    await palette.getByRole('button', { name: 'Save changes' }).click();
    await expect(palette.getByRole('alert')).toHaveText(
      'Please enable at least one modification type.',
    );
    // The form starts from the stay: a value it already has is no change, so pick another.
    const children = (await storedReservation(page, reservation.id)).guests.children === 3 ? 2 : 3;
    await palette.getByRole('checkbox', { name: 'Change guest count' }).click();
    await palette.getByRole('spinbutton', { name: 'Children' }).fill(String(children));
    await palette.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Command executed successfully')).toBeVisible();

    await page.reload();
    const stored = await storedReservation(page, reservation.id);
    expect(stored.guests.children).toBe(children);
  });
});

test('field staff get no palette, where a manager in the same browser gets one', async ({
  page,
}) => {
  // The manager first: a palette broken for everyone fails here, not silently below.
  await signIn(page, 'team_lead@demo.test');
  const palette = await openPalette(page);
  await expect(palette.getByRole('option', { name: /Ask the AI/ })).toBeVisible();
  await expect(palette.getByRole('option', { name: /Create task/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  await page.context().clearCookies();
  await signIn(page, 'cleaner@demo.test');
  // As long as the manager's palette could take to listen, and then some.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.keyboard.press('Control+k');
    await page.waitForTimeout(400);
  }
  await expect(paletteOf(page)).toBeHidden();
});
