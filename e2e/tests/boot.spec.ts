import { expect, test, type Page, type Request } from '@playwright/test';
import { DEMO_PASSWORD } from '../ports';
import { seriousViolations } from './fixtures';
import { bell } from './notification-helpers';

const EMAIL = 'supervisor@demo.test';

/** Notes on the page whether the boot loader ever showed, before the page's own scripts run. */
const WATCH_LOADER = `window.bootLoaderShown = false;
new MutationObserver((_, observer) => {
  if (!document.body || !document.body.textContent.includes('Preparing your workspace...')) return;
  window.bootLoaderShown = true;
  observer.disconnect();
}).observe(document, { childList: true, subtree: true, characterData: true });`;

/** Notes whether the inbox had its items at the moment the navigation bar was put on the page. */
const WATCH_INBOX_WITH_CHROME = `new MutationObserver((_, observer) => {
  if (!document.querySelector('nav[aria-label="Main"]')) return;
  window.inboxCameWithChrome = !!document.querySelector('section[aria-labelledby="home-title"] h2');
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

/** Notes when the inbox's list is first on the page. */
const WATCH_INBOX_SHOWN = `new MutationObserver((_, observer) => {
  if (!document.querySelector('section[aria-labelledby="home-title"] h2')) return;
  window.inboxShownAt = performance.now();
  observer.disconnect();
}).observe(document, { childList: true, subtree: true });`;

const loaderWasShown = (page: Page) =>
  page.evaluate(() => (window as { bootLoaderShown?: boolean }).bootLoaderShown);

async function submitSignIn(page: Page) {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const step = (page: Page, label: string) => page.getByRole('listitem').filter({ hasText: label });

test('the first sign-in prepares the workspace, the next visit opens at once', async ({ page }) => {
  // Held back so the loader can be looked at while it works.
  let releaseCalendar!: () => void;
  const calendarHeld = new Promise<void>((resolve) => (releaseCalendar = resolve));
  await page.route('**/api/cache/calendar', async (route) => {
    await calendarHeld;
    await route.continue();
  });
  const firstReads: string[] = [];
  const recordFirstReads = (request: Request) => {
    if (/\/api\/(cache\/(customer|listings|calendar)|dashboard\/items)$/.test(request.url()))
      firstReads.push(new URL(request.url()).pathname);
  };
  page.on('request', recordFirstReads);
  await page.addInitScript(WATCH_INBOX_WITH_CHROME);
  await submitSignIn(page);

  await expect(page.getByRole('heading', { name: 'Preparing your workspace...' })).toBeVisible();
  await expect(step(page, 'Customer Data')).toContainText('Complete');
  await expect(step(page, 'Listings Data')).toContainText('Complete');
  await expect(step(page, 'Calendar Data')).toContainText('Loading');
  expect(await seriousViolations(page)).toEqual([]);
  releaseCalendar();
  await expect(page.getByRole('heading', { name: 'Ready!' })).toBeVisible();
  await expect(nav(page)).toBeVisible();
  // Asked for by the entry while React downloads, and taken from there by the loader and the
  // inbox: once each. The inbox's code and items were ready while the loader showed.
  page.off('request', recordFirstReads);
  expect(firstReads.sort()).toEqual([
    '/api/cache/calendar',
    '/api/cache/customer',
    '/api/cache/listings',
    '/api/dashboard/items',
  ]);
  expect(
    await page.evaluate(() => (window as { inboxCameWithChrome?: boolean }).inboxCameWithChrome),
  ).toBe(true);

  await page.unroute('**/api/cache/calendar');
  const cacheReads: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/cache\/(customer|listings|calendar)/.test(request.url()))
      cacheReads.push(request.url());
  });
  await page.addInitScript(WATCH_LOADER);
  await page.goto('/');
  await expect(nav(page)).toBeVisible();
  // Past the idle moment the background check runs in: today's data is not fetched again.
  await page.waitForTimeout(1_000);
  expect(await loaderWasShown(page)).toBe(false);
  expect(cacheReads).toEqual([]);
});

test("on the home page the header's bell loads once the inbox is shown", async ({ page }) => {
  await submitSignIn(page);
  await expect(nav(page)).toBeVisible();
  await page.addInitScript(WATCH_INBOX_SHOWN);
  await page.reload();

  await expect(bell(page)).toBeVisible();
  const [inboxShownAt, bellAskedAt] = await page.evaluate(() => [
    (window as { inboxShownAt?: number }).inboxShownAt,
    performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('__federation_expose_Bell'))?.startTime,
  ]);
  expect(inboxShownAt).toBeGreaterThan(0);
  expect(bellAskedAt).toBeGreaterThan(inboxShownAt!);
});

test('a failed step shows its message, and the user can go on without it', async ({ page }) => {
  await page.route('**/api/cache/listings', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }),
  );
  await submitSignIn(page);

  await expect(step(page, 'Listings Data')).toContainText('Failed to fetch listings data');
  await expect(step(page, 'Customer Data')).toContainText('Complete');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Continue without it' }).click();
  await expect(nav(page)).toBeVisible();

  // Not all of it was kept: the next visit prepares the workspace again, and this time it works.
  await page.unroute('**/api/cache/listings');
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Ready!' })).toBeVisible();
  await expect(nav(page)).toBeVisible();
});

test('signing out clears the workspace: the next sign-in prepares it again', async ({ page }) => {
  await submitSignIn(page);
  await expect(nav(page)).toBeVisible();

  await page.getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(await page.evaluate(() => localStorage.getItem('staydesk.workspaceCache'))).toBeNull();

  await page.addInitScript(WATCH_LOADER);
  await submitSignIn(page);
  await expect(nav(page)).toBeVisible();
  expect(await loaderWasShown(page)).toBe(true);
});

test('invoice and shared pages render without the chrome and without the boot loader', async ({
  page,
}) => {
  await submitSignIn(page);
  await expect(nav(page)).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  // An invoice is drawn by the marketplace's invoice page; a shared link has no page yet.
  for (const [path, text] of [
    ['/invoices/INV-001', 'Invoice not found'],
    ['/shared/report-1', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByText(text, { exact: true })).toBeAttached();
    await expect(nav(page)).toHaveCount(0);
    await expect(page.getByText('Preparing your workspace...')).toHaveCount(0);
  }
});
