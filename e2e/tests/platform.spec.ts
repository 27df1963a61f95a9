import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '../ports';
import { firstTask, openTaskLink, remoteControl, signIn } from './fixtures';

test.describe('signing in and out', () => {
  test('a wrong password is refused with a clear message', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/signin/);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Wrong e-mail or password. 2 tries left before a 30-second pause.',
    );
  });

  test('a signed-out visit goes straight to sign in and back to the link, with nothing refused', async ({
    page,
  }) => {
    const refused: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 401) refused.push(response.url());
    });
    await page.goto('/app/listings?tab=active');
    await expect(page).toHaveURL(/\/auth\/signin\?next=%2Fapp%2Flistings%3Ftab%3Dactive$/);
    await page.getByLabel('Email').fill('admin@demo.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/app\/listings\?tab=active$/);
    await expect(page.getByRole('heading', { name: 'Listings', level: 1 })).toBeVisible();
    expect(refused).toEqual([]);
  });

  test('signs in to the shell and signs out again', async ({ page }) => {
    await signIn(page);
    await expect(page.getByRole('heading', { name: /Welcome back, Avery/ })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
    await page.getByRole('button', { name: /^Account:/ }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
    expect((await page.request.get('/api/auth/session')).status()).toBe(401);
  });
});

test.describe('whose items the home inbox lists', () => {
  test("a cleaner's home lists its own tasks and the marketplace's offers, and says so", async ({
    page,
  }) => {
    await signIn(page, 'cleaner@demo.test');
    await expect(
      page.getByRole('heading', { name: 'Tasks assigned to you, and marketplace offers' }),
    ).toBeVisible();
    const response = await page.request.get('/api/dashboard/items');
    const { items } = (await response.json()) as {
      items: Array<{ title: string; kind: string; source: string }>;
    };
    expect(items.length).toBeGreaterThan(0);
    // Its own tasks first, then the offers: nothing unassigned of anyone else's, no reservations.
    const kinds = items.map((item) => item.kind);
    const firstOffer = kinds.includes('offer') ? kinds.indexOf('offer') : kinds.length;
    expect(kinds.slice(firstOffer).every((kind) => kind === 'offer')).toBe(true);
    expect(kinds).not.toContain('unassigned');
    expect(items.every((item) => item.source === 'task')).toBe(true);
    // The page lists exactly what the API answers for the cleaner, in its order.
    const links = page.getByRole('list', { name: 'Inbox' }).locator('a[href^="?task="]');
    await expect(links).toHaveCount(items.length);
    await expect(links.first()).toContainText(items[0]!.title);
  });
});

test.describe('the five remote surfaces', () => {
  test.beforeEach(async ({ page }) => signIn(page));

  test('the bell shows the unread count from the API', async ({ page }) => {
    const list = (await (await page.request.get('/api/notifications?limit=1')).json()) as {
      unreadCount: number;
    };
    expect(list.unreadCount).toBeGreaterThan(0);
    const label = list.unreadCount > 99 ? '99+' : String(list.unreadCount);
    await expect(
      page.getByRole('button', { name: `Notifications, ${label} unread` }),
    ).toBeVisible();
  });

  test('Ctrl+K opens the command palette with the commands of the role', async ({ page }) => {
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    // The palette parcel loads after the chrome; press again until it is listening.
    await expect(async () => {
      await page.keyboard.press('Control+k');
      await expect(palette).toBeVisible({ timeout: 1_000 });
    }).toPass();
    await expect(palette.getByRole('option', { name: /Create task/ })).toBeVisible();
    await palette.getByRole('combobox').fill('>zzzz');
    await expect(palette.getByText('No matching commands found')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(palette).toBeHidden();
  });

  test('a task opens in the sidebar and Escape closes it', async ({ page }) => {
    const task = await firstTask(page);
    await page
      .getByRole('link', { name: new RegExp(task.title.slice(0, 20)) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`task=${task.id}`));
    const sidebar = page.getByRole('complementary', { name: 'Task details' });
    await expect(sidebar.getByRole('heading', { name: task.title })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(page).not.toHaveURL(/task=/);
  });

  test('the marketplace panel opens with its five tabs', async ({ page }) => {
    const task = await firstTask(page);
    await openTaskLink(page, `/?task=${task.id}&marketplace=true`);
    const panel = page
      .getByRole('region', { name: 'Marketplace', exact: true })
      .or(page.getByRole('dialog', { name: 'Marketplace', exact: true }));
    await expect(panel).toBeVisible();
    for (const tab of ['overview', 'bids', 'providers', 'payments', 'escalations']) {
      await expect(panel.getByRole('tab', { name: new RegExp(tab, 'i') })).toBeVisible();
    }
  });

  test("the execution view shows a manager the task's progress full screen, with no Start", async ({
    page,
  }) => {
    const task = await firstTask(page);
    await openTaskLink(page, `/?task=${task.id}&execution=true`);
    const view = page.getByRole('dialog', { name: task.title });
    await expect(view.getByRole('region', { name: 'Progress' })).toBeVisible();
    // Only the assigned provider starts or resumes a task (spec: Start / resume).
    await expect(view.getByRole('button', { name: /Start Task|Resume Task/ })).toHaveCount(0);
  });

  test('the shell has no serious accessibility violation', async ({ page }) => {
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
  });
});

test.describe('fault isolation', () => {
  test('a remote that is down shows its fallback, the rest works, and it comes back without a reload', async ({
    page,
  }) => {
    await signIn(page);
    const task = await firstTask(page);
    await remoteControl('stop', 'mf-tasks');
    try {
      await openTaskLink(page, `/?task=${task.id}`);
      await expect(page.getByText('Task details is unavailable right now.')).toBeVisible();
      // Everything else keeps working: the bell and the palette are still there.
      await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
      await expect(async () => {
        await page.keyboard.press('Control+k');
        await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible({
          timeout: 1_000,
        });
      }).toPass();
      await page.keyboard.press('Escape');
      await page.evaluate(
        () => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true),
      );
    } finally {
      await remoteControl('start', 'mf-tasks');
    }
    const sidebar = page.getByRole('complementary', { name: 'Task details' });
    await expect(sidebar.getByRole('heading', { name: task.title })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('Task details is unavailable right now.')).toBeHidden();
    expect(
      await page.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded),
    ).toBe(true);
  });
});

test.describe('publishing a remote', () => {
  test('the shell loads a newly published release on its next load, and the rollback too', async ({
    page,
  }) => {
    await signIn(page);
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (
        request.url().includes('mf-notifications') ||
        request.url().endsWith('mf-manifest.json')
      ) {
        manifests.push(request.url());
      }
    });
    // The control server publishes releases on the shell's port + 50 (see control-server.ts).
    const releaseManifest = `http://localhost:${Number(process.env.SHELL_PORT) + 50}/mf-manifest.json`;
    const originalManifest = `http://localhost:${3001 + Number(process.env.REMOTE_PORT_OFFSET)}/mf-manifest.json`;
    // The shell's Content-Security-Policy admits a remote's origin once its cached copy of the
    // registry (a few seconds old at most) has been read again.
    const policyAdmits = (manifest: string) =>
      expect
        .poll(async () => (await page.request.get('/')).headers()['content-security-policy'])
        .toContain(new URL(manifest).origin);
    await remoteControl('publish', 'mf-notifications');
    try {
      await policyAdmits(releaseManifest);
      await page.reload();
      await expect(page.getByRole('button', { name: /^Notifications, \d+/ })).toBeVisible();
      expect(manifests).toContain(releaseManifest);
    } finally {
      await remoteControl('rollback', 'mf-notifications');
    }
    await policyAdmits(originalManifest);
    manifests.length = 0;
    await page.reload();
    await expect(page.getByRole('button', { name: /^Notifications, \d+/ })).toBeVisible();
    expect(manifests).not.toContain(releaseManifest);
    expect(manifests).toContain(originalManifest);
  });
});

test.describe('a remote on its own', () => {
  test("the tasks remote's harness signs in and opens a task without the shell", async ({
    page,
  }) => {
    const harness = `http://localhost:${3003 + Number(process.env.REMOTE_PORT_OFFSET)}/`;
    await page.goto(harness);
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    const picker = page.getByRole('navigation', { name: 'Demo tasks' });
    const first = picker.getByRole('button').first();
    const title = await first.textContent();
    await first.click();
    await expect(
      page
        .getByRole('complementary', { name: 'Task details' })
        .getByRole('heading', { name: title ?? '' }),
    ).toBeVisible();
  });
});

test.describe('live updates', () => {
  test('a task created by another user appears on the home page without a reload', async ({
    page,
    browser,
  }) => {
    await signIn(page);
    const other = await browser.newContext();
    try {
      const otherPage = await other.newPage();
      await signIn(otherPage, 'owner@demo.test');
      const csrf = (await other.cookies()).find((cookie) => cookie.name === 'csrf_token')?.value;
      const title = `Replace the porch light ${Date.now()}`;
      const response = await otherPage.request.post('/api/commands', {
        headers: { 'x-csrf-token': csrf ?? '' },
        data: {
          action: { type: 'command', topic: 'tasks', event: 'task.create', payload: { title } },
        },
      });
      expect(response.status()).toBe(200);
      // Unassigned tasks list newest first.
      await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    } finally {
      await other.close();
    }
  });
});
