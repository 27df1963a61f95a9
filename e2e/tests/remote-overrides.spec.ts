import { expect, test, type Page } from '@playwright/test';
import { DEV_REMOTE_PORTS, parseOverrideOrigins, type Session } from '@staydesk/contracts';
import { firstTask, openTaskLink, seriousViolations, signIn, taskSidebar } from './fixtures';

// The platform of the tests allows one origin: mf-tasks's own server under another host name
// (see e2e/ports.ts), so an override loads a second copy of the build from elsewhere.
const [ALLOWED_ORIGIN = ''] = parseOverrideOrigins(process.env.REMOTE_OVERRIDE_ORIGINS);
const LOCAL_BUILD = `${ALLOWED_ORIGIN}/mf-manifest.json`;
const ACTIVE_TASKS_ORIGIN = `http://localhost:${DEV_REMOTE_PORTS['mf-tasks'] + Number(process.env.REMOTE_PORT_OFFSET)}`;
const REFUSED_ORIGIN = 'http://127.0.0.1:3999';

async function overrideTasks(page: Page, manifestUrl: string) {
  const section = page.getByRole('region', { name: 'Remote overrides' });
  await section.getByRole('combobox', { name: 'Remote' }).click();
  await page.getByRole('option', { name: 'mf-tasks' }).click();
  await section.getByRole('textbox', { name: 'Manifest URL' }).fill(manifestUrl);
  await section.getByRole('button', { name: 'Override and reload' }).click();
}

const badgeOf = (page: Page) => page.getByRole('region', { name: 'Overridden remotes' });

test.describe('a developer override of a remote', () => {
  test('an admin loads mf-tasks from another build in their browser, sees the badge, and resets it', async ({
    page,
  }) => {
    expect(ALLOWED_ORIGIN).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    await signIn(page);
    await page.goto('/system');
    const section = page.getByRole('region', { name: 'Remote overrides' });
    await expect(section.getByText(`Allowed origins: ${ALLOWED_ORIGIN}`)).toBeVisible();

    await overrideTasks(page, `${REFUSED_ORIGIN}/mf-manifest.json`);
    await expect(
      section.getByRole('textbox', { name: 'Manifest URL' }),
    ).toHaveAccessibleDescription(
      `${REFUSED_ORIGIN} is not an origin overrides may use. Allowed: ${ALLOWED_ORIGIN}`,
    );
    await expect(badgeOf(page)).toHaveCount(0);

    await overrideTasks(page, LOCAL_BUILD);
    await expect(badgeOf(page)).toContainText(`mf-tasks from ${ALLOWED_ORIGIN}`);
    await expect(section.getByRole('list', { name: 'Overrides in this browser' })).toContainText(
      `mf-tasks: ${LOCAL_BUILD}`,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // The surface still works, from the overriding build. The edge preloads the active
    // release's files all the same (decision 47): what counts is what the runtime fetched.
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const task = await firstTask(page);
    await openTaskLink(page, `/?task=${task.id}`);
    await expect(taskSidebar(page).getByRole('heading', { name: task.title })).toBeVisible();
    await expect(badgeOf(page)).toBeVisible();
    expect(requests).toContain(LOCAL_BUILD);
    expect(
      requests.filter((url) => url.startsWith(ALLOWED_ORIGIN) && url.endsWith('.js')),
    ).not.toEqual([]);

    // On a phone the sidebar covers the chrome, the badge with it: Reset from the home page.
    await page.goto('/');
    await Promise.all([
      page.waitForEvent('load'),
      badgeOf(page).getByRole('button', { name: 'Reset' }).click(),
    ]);
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await expect(badgeOf(page)).toHaveCount(0);
    requests.length = 0;
    await openTaskLink(page, `/?task=${task.id}`);
    await expect(taskSidebar(page).getByRole('heading', { name: task.title })).toBeVisible();
    expect(requests).toContain(`${ACTIVE_TASKS_ORIGIN}/mf-manifest.json`);
    expect(requests.filter((url) => url.startsWith(ALLOWED_ORIGIN))).toEqual([]);
  });

  test('a non-admin gets neither the form nor the badge, and an override kept under their name is not applied', async ({
    page,
  }) => {
    await signIn(page, 'cleaner@demo.test');
    const session = (await (await page.request.get('/api/auth/session')).json()) as Session;
    await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      `staydesk.remote-overrides.${session.user.id}`,
      JSON.stringify({ 'mf-tasks': LOCAL_BUILD }),
    ] as const);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    const task = await firstTask(page);
    await openTaskLink(page, `/?task=${task.id}`);
    await expect(taskSidebar(page).getByRole('heading', { name: task.title })).toBeVisible();
    expect(requests.filter((url) => url.startsWith(ALLOWED_ORIGIN))).toEqual([]);
    await expect(badgeOf(page)).toHaveCount(0);

    await page.goto('/system');
    await expect(page.getByRole('heading', { name: 'System health' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Remote overrides' })).toHaveCount(0);
  });
});
