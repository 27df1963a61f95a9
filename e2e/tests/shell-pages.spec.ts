import { expect, test, type Page } from '@playwright/test';
import { headerAction, seriousViolations, signIn, uniqueTitle } from './fixtures';

const pageHeading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe("the shell's own pages", () => {
  const navigationPages: Array<[string, string]> = [
    ['/listings', 'Listings'],
    ['/reservations', 'Reservations'],
    ['/team', 'Team'],
    ['/finance', 'Finance'],
  ];
  for (const [path, title] of navigationPages) {
    test(`the ${title} navigation item leads to its page, axe-clean`, async ({ page }) => {
      await signIn(page);
      await page.goto(path);
      await expect(pageHeading(page, title)).toBeVisible();
      await expect(page.getByText('We could not find that page')).toHaveCount(0);
      await expect(page.getByLabel('Loading')).toHaveCount(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  for (const label of ['Feedback', 'Changelog', 'Help']) {
    test(`the ${label} header link leads to its page, axe-clean`, async ({ page }) => {
      await signIn(page);
      await headerAction(page, label);
      await expect(pageHeading(page, label)).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('Help lists the shortcuts with Ctrl on this platform, the changelog its releases', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/help');
    await expect(page.getByRole('cell', { name: 'Ctrl+K' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '⌘+K' })).toHaveCount(0);
    await page.goto('/changelog');
    await expect(page.getByRole('heading', { name: 'Shell pages' })).toBeVisible();
    // Between the title and the releases, so the headings go down one level at a time.
    await expect(
      page.getByRole('heading', { level: 2, name: 'Releases, newest first' }),
    ).toBeAttached();
  });

  test('an unknown path shows the not-found page inside the chrome', async ({ page }) => {
    await signIn(page);
    await page.goto('/no-such-page');
    await expect(page.getByText('We could not find that page')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('feedback sent from the form reaches the admins', async ({ page }) => {
    await signIn(page);
    await headerAction(page, 'Feedback');
    const message = uniqueTitle('The calendar strip is handy');
    await page.getByLabel('What did you notice?').fill(message);
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('status')).toContainText('Thank you!');
    const listed = (await (await page.request.get('/api/feedback')).json()) as {
      feedback: Array<{ message: string }>;
    };
    expect(listed.feedback.map((entry) => entry.message)).toContain(message);
  });

  test("the footer's Privacy Policy and Terms & Conditions lead to their pages", async ({
    page,
  }) => {
    await signIn(page);
    for (const title of ['Privacy Policy', 'Terms & Conditions']) {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await expect(pageHeading(page, title)).toBeVisible();
      await expect(page.getByText('We could not find that page')).toHaveCount(0);
    }
  });

  test('on a narrow desktop window every page is still a click away, nothing off screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signIn(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const inBar = await nav.getByRole('link').allInnerTexts();
    expect(inBar.length).toBeGreaterThan(0);
    await nav.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menuitem').first()).toBeVisible();
    const inMore = await page.getByRole('menuitem').allInnerTexts();
    for (const label of ['Tasks', 'Listings', 'Reservations', 'Finance', 'Team'])
      expect([...inBar, ...inMore]).toContain(label);
    await page.keyboard.press('Escape');
    // The header's page links moved into the menu rather than squeezing the navigation out.
    await expect(page.getByRole('button', { name: 'Changelog' })).toBeHidden();
    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Changelog' })
      .click();
    await expect(pageHeading(page, 'Changelog')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(900);
    await expect(page.getByRole('button', { name: /^Account:/ })).toBeInViewport({ ratio: 1 });
  });

  test('the account menu says who is signed in and as which role', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /^Account:/ }).click();
    const menu = page.getByRole('dialog', { name: 'Account' });
    await expect(menu).toContainText('admin@demo.test');
    await expect(menu).toContainText('Signed in as Admin');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('listings', () => {
  test('every one of the twelve demo listings is listed, with how many there are', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/listings');
    const main = page.getByRole('main');
    await expect(main.getByRole('status')).toHaveText('12 listings');
    await expect(main.getByRole('link', { name: /Harbor View Loft/ })).toBeVisible();
    await expect(main.locator('a[href^="/listings/"]')).toHaveCount(12);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('searching finds a listing, whose page shows its property summary', async ({ page }) => {
    await signIn(page);
    await page.goto('/listings');
    await page.getByLabel('Search listings').fill('Harbor');
    const loft = page.getByRole('link', { name: /Harbor View Loft/ });
    await expect(loft).toBeVisible();
    await expect(page.getByRole('link', { name: /Dune House/ })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
    await loft.click();
    await expect(pageHeading(page, 'Harbor View Loft')).toBeVisible();
    await expect(page.getByText('Portland, ME')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Upcoming reservations' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
