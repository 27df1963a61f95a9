import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

const BANNER = 'Impersonating: cleaner@demo.test | Original user: admin@demo.test';

async function impersonateCleaner(page: Page) {
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customer users' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Impersonate cleaner@demo.test' }).click();
  await page.getByLabel('Why do you impersonate cleaner@demo.test?').fill('Checking her task list');
  await page.getByRole('button', { name: 'Start impersonating' }).click();
  await expect(page.getByText(BANNER)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test.describe('impersonation', () => {
  test('an admin impersonates a user of the customer and ends back on /admin/customers', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await impersonateCleaner(page);
    // The cleaner's view: no create button, and no way further up.
    await expect(page.getByRole('button', { name: 'Create new' })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto('/superadmin');
    await expect(page.getByText('Only super users can use this page.')).toBeVisible();
    await expect(page.getByText(BANNER)).toBeVisible();

    await page.getByRole('button', { name: 'End Impersonation' }).click();
    await expect(page).toHaveURL(/\/admin\/customers$/);
    await expect(page.getByRole('heading', { name: 'Customer users' })).toBeVisible();
    await expect(page.getByText(/^Impersonating:/)).toBeHidden();
    const session = (await (await page.request.get('/api/auth/session')).json()) as {
      user: { email: string };
    };
    expect(session.user.email).toBe('admin@demo.test');
  });

  test('when ending fails (the session expired), the user is signed out and sent to /app/listings', async ({
    page,
  }) => {
    await signIn(page, 'admin@demo.test');
    await impersonateCleaner(page);
    // The session ends elsewhere (it expired, or was revoked): ending cannot succeed.
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token');
    const signOut = await page.request.post('/api/auth/signout', {
      headers: { 'x-csrf-token': csrf?.value ?? '' },
    });
    expect(signOut.ok()).toBe(true);
    await page.getByRole('button', { name: 'End Impersonation' }).click();
    await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fapp%2Flistings$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  });
});
