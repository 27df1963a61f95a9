import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signIn } from './fixtures';

const CLEANER = 'cleaner@demo.test';
const ADDRESSES = /[^\s@<>()]+@[^\s@<>()]+\.[a-z]{2,}/gi;

test.describe('pages a role may not use', () => {
  test('a cleaner typing /team, /reservations or /finance is told plainly, and reads no colleague’s address', async ({
    page,
  }) => {
    await signIn(page, CLEANER);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [path, label] of [
      ['/team', 'Team'],
      ['/reservations', 'Reservations'],
      ['/finance', 'Finance'],
    ] as const) {
      await page.goto(path);
      await expect(
        page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
      ).toBeVisible();
      await expect(
        page.getByText(`Your role (Cleaner) cannot open the ${label} page.`, { exact: false }),
      ).toBeVisible();
      await expect(page.getByText(/Failed to load/)).toHaveCount(0);
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
      const shown = (await page.locator('body').innerText()).match(ADDRESSES) ?? [];
      expect(shown.filter((address) => address.toLowerCase() !== CLEANER)).toEqual([]);
    }
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a team lead working as cleaner follows the Team link, switches to Team lead from the refusal and gets the page', async ({
    page,
  }) => {
    await signIn(page, 'multi@demo.test');
    await page.getByLabel('Role').selectOption('cleaner');
    await expect(page.getByRole('button', { name: 'Create new' })).toBeHidden();
    await openTeamFromNavigation(page);
    await expect(
      page.getByRole('heading', { level: 1, name: 'You do not have access to this page' }),
    ).toBeVisible();
    await expect(
      page.getByText('Your role (Cleaner) cannot open the Team page.', { exact: false }),
    ).toBeVisible();
    const switchRole = page.getByRole('button', { name: 'Switch to Team lead' });
    expect(await seriousViolations(page, 'main')).toEqual([]);
    const box = await switchRole.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= (page.viewportSize()?.width ?? 0)).toBe(true);

    await switchRole.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByLabel('Role')).toHaveValue('team_lead');
    await expect(page.getByText('You do not have access to this page')).toHaveCount(0);
    // A team lead reads the roster with the addresses the role may read.
    await expect(page.getByText('cleaner@demo.test')).toBeVisible();
  });
});

/** The Team link of the main navigation, in the bar or in its overflow on a narrow screen. */
async function openTeamFromNavigation(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main' });
  const link = nav.getByRole('link', { name: 'Team', exact: true });
  if (await link.isVisible()) return link.click();
  await nav.getByRole('button', { name: /More/ }).click();
  await page.getByRole('menuitem', { name: 'Team', exact: true }).click();
}
