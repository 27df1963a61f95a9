import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

/** Every navigation item the user can reach: in the bar, and in its 'More' menu when it overflows. */
async function navItems(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const more = nav.getByRole('button', { name: 'More' });
  // The bar measures itself once drawn; until then it may show nothing.
  await expect(nav.getByRole('link').or(more).first()).toBeVisible();
  const labels = await nav.getByRole('link').allTextContents();
  if (await more.isVisible()) {
    // By keyboard: on a crowded bar the next header button may overlap it.
    await more.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    labels.push(...(await menu.getByRole('menuitem').allTextContents()));
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  }
  return labels.map((label) => label.trim()).sort();
}

const markNotReloaded = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));
const stillNotReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded === true);

test.describe('roles', () => {
  test('the super user sees /superadmin and no tasks dashboard', async ({ page }) => {
    await signIn(page, 'super@demo.test');
    const items = await navItems(page);
    expect(items).toContain('Super admin');
    expect(items).not.toContain('Tasks');
    await page.goto('/superadmin');
    await expect(page.getByRole('heading', { name: 'Super admin: customers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Impersonate cleaner@demo.test' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('anyone else never sees /superadmin, and the API refuses it', async ({ page }) => {
    await signIn(page, 'admin@demo.test');
    expect(await navItems(page)).not.toContain('Super admin');
    await page.goto('/superadmin');
    await expect(page.getByText('Only super users can use this page.')).toBeVisible();
    const refused = await page.request.get('/api/superadmin/customers');
    expect(refused.status()).toBe(403);
  });

  test('the role switcher re-filters the header and the palette without a reload', async ({
    page,
  }) => {
    await signIn(page, 'multi@demo.test');
    const role = page.getByLabel('Role');
    await expect(role).toHaveValue('team_lead');
    await expect(page.getByRole('button', { name: 'Create new' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const navBefore = await navItems(page);
    await markNotReloaded(page);

    await role.selectOption('cleaner');
    await expect(page.getByRole('button', { name: 'Create new' })).toBeHidden();
    // Items for any of the user's roles stay (the spec's rule); they are drawn again for the role.
    expect(await navItems(page)).toEqual(navBefore);
    await page.keyboard.press('Control+k');
    await page.keyboard.press('c');
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden();
    expect(await stillNotReloaded(page)).toBe(true);

    await role.selectOption('team_lead');
    await expect(page.getByRole('button', { name: 'Create new' })).toBeVisible();
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible({
        timeout: 1_000,
      });
    }).toPass();
    expect(await stillNotReloaded(page)).toBe(true);
    // The server keeps the role: a reload opens in it.
    await page.keyboard.press('Escape');
    await role.selectOption('cleaner');
    await expect(page.getByRole('button', { name: 'Create new' })).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Role')).toHaveValue('cleaner');
  });

  test("the home page shows the new role's inbox after a switch, without a reload", async ({
    page,
  }) => {
    await signIn(page, 'multi@demo.test');
    const role = page.getByLabel('Role');
    await expect(role).toHaveValue('team_lead');
    const scope = page.getByRole('heading', { level: 2 });
    await expect(scope).toHaveText("All of your team's tasks");
    await markNotReloaded(page);

    await role.selectOption('cleaner');
    await expect(scope).toHaveText(/^Tasks assigned to you/);
    await role.selectOption('team_lead');
    await expect(scope).toHaveText("All of your team's tasks");
    expect(await stillNotReloaded(page)).toBe(true);
  });

  test('another tab of the same user follows a role switch without a reload', async ({ page }) => {
    await signIn(page, 'multi@demo.test');
    const other = await page.context().newPage();
    await other.goto('/');
    await expect(other.getByLabel('Role')).toHaveValue('team_lead');
    await expect(other.getByRole('button', { name: 'Create new' })).toBeVisible();
    await markNotReloaded(other);

    await page.getByLabel('Role').selectOption('cleaner');
    await expect(other.getByLabel('Role')).toHaveValue('cleaner');
    await expect(other.getByRole('button', { name: 'Create new' })).toBeHidden();

    await page.getByLabel('Role').selectOption('team_lead');
    await expect(other.getByLabel('Role')).toHaveValue('team_lead');
    await expect(other.getByRole('button', { name: 'Create new' })).toBeVisible();
    expect(await stillNotReloaded(other)).toBe(true);
  });
});
