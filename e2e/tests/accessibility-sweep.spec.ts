import { expect, test, type Page } from '@playwright/test';
import {
  NOTIFICATION_SETTINGS_PATH,
  NOTIFICATION_TABS,
  visibleNavItems,
  type NotificationType,
  type Role,
} from '@staydesk/contracts';
import type { NotificationFixture } from '../notification-control';
import {
  createTask,
  headerAction,
  openTaskLink,
  seriousViolations,
  setNotifications,
  signIn,
  someReservation,
  taskSidebar,
  teamMemberId,
  uniqueTitle,
  updateTask,
} from './fixtures';
import { openPalette, paletteOf } from './palette-helpers';

/**
 * Every screen a person reaches from the navigation, scanned by axe on this project's device:
 * no critical and no serious violation anywhere. Each screen's findings are gathered, so one
 * failing run lists all of them at once.
 */

// Unread in several tabs, so each tab and the bell show a count.
const UNREAD_OF_EACH_KIND: readonly NotificationType[] = [
  'reservation_created',
  'message',
  'payout_completed',
  'review_positive',
  'sync',
  'guest_request',
];
const unreadNotifications = (): NotificationFixture[] =>
  UNREAD_OF_EACH_KIND.flatMap((type, index) => [
    { type, title: `Unread ${type}`, minutesAgo: index * 7 },
    { type, title: `Earlier ${type}`, minutesAgo: 60 + index * 7 },
  ]);

class Sweep {
  readonly findings: Record<string, string[]> = {};
  readonly unreached: Record<string, string> = {};
  scanned = 0;

  constructor(private readonly page: Page) {}

  /**
   * Opens a screen, waits for its loading states to end and records what axe finds on it, or
   * only within a part of it (a selector) when the rest was scanned as it is just before. A
   * screen that does not open is recorded too, and the sweep goes on to the next.
   */
  async scan(
    screen: string,
    open: () => Promise<void> = async () => {},
    within?: string,
  ): Promise<void> {
    try {
      await open();
      await expect(this.page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(this.page.getByLabel('Loading', { exact: true })).toHaveCount(0);
    } catch (error) {
      this.unreached[screen] = String(error).split('\n')[0] ?? '';
      return;
    }
    const found = await seriousViolations(this.page, within);
    this.scanned += 1;
    if (found.length > 0) this.findings[screen] = found;
  }

  /** Fails listing every screen's violations, and every screen the sweep could not open. */
  report(): void {
    test.info().annotations.push({ type: 'screens scanned', description: String(this.scanned) });
    expect({ violations: this.findings, unreached: this.unreached }).toEqual({
      violations: {},
      unreached: {},
    });
  }
}

// Once a screen is scanned whole, what changes in it next is scanned alone.
const PALETTE = '[role="dialog"]';
const NOTIFICATION_SIDEBAR = 'aside[aria-label="Notifications"]';
const FILTERS = 'Filters';

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;
const h1 = (page: Page) => page.getByRole('heading', { level: 1 }).first();

async function sweepShellPages(page: Page, sweep: Sweep, role: Role) {
  await sweep.scan('home');
  const navigation = visibleNavItems({ isSuperUser: false, currentRole: role, roles: [role] });
  for (const item of navigation.filter((entry) => entry.path !== '/')) {
    await sweep.scan(`${item.label} page`, async () => {
      await page.goto(item.path);
      await expect(h1(page)).toBeVisible();
    });
    if (item.path === '/listings') {
      await sweep.scan('a listing', async () => {
        await page.getByRole('main').getByRole('link').first().click();
        await expect(page.getByRole('heading', { name: 'Upcoming reservations' })).toBeVisible();
      });
    }
  }
  for (const label of ['Feedback', 'Changelog', 'Help']) {
    await sweep.scan(`${label} page`, async () => {
      await page.goto('/');
      await headerAction(page, label);
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
    });
  }
  for (const title of ['Privacy Policy', 'Terms & Conditions']) {
    await sweep.scan(`${title} page`, async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    });
  }
  await sweep.scan('profile settings', async () => {
    await page.goto('/settings/profile');
    await expect(h1(page)).toBeVisible();
  });
  await sweep.scan('notification settings', async () => {
    await page.goto(NOTIFICATION_SETTINGS_PATH);
    await expect(page.getByRole('checkbox', { name: 'Email', exact: true })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Push notifications on this browser' }).getByRole('status'),
    ).not.toHaveText('Checking this browser…');
  });
  await sweep.scan('not-found page', async () => {
    await page.goto('/no-such-page');
    await expect(page.getByText('We could not find that page')).toBeVisible();
  });
  await sweep.scan('account menu', async () => {
    await page.goto('/');
    await page.getByRole('button', { name: /^Account:/ }).click();
    await expect(page.getByRole('dialog', { name: 'Account' })).toBeVisible();
  });
  await page.keyboard.press('Escape');
  if (isPhone(page)) {
    await sweep.scan('phone menu', async () => {
      await page.getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    });
    await page.keyboard.press('Escape');
  }
}

async function sweepNotifications(page: Page, sweep: Sweep, email: string) {
  await setNotifications(email, { notifications: unreadNotifications() });
  await page.goto('/');
  // The sidebar first: opening the dropdown marks what it shows as read.
  const sidebar = page.getByRole('complementary', { name: 'Notifications' });
  for (const tab of [FILTERS, ...NOTIFICATION_TABS]) {
    await sweep.scan(
      `notification sidebar, ${tab} tab`,
      async () => {
        if (!(await sidebar.isVisible())) {
          // The sidebar's code loads after the chrome: press again until it listens.
          await expect(async () => {
            await page.keyboard.press('i');
            await expect(sidebar).toBeVisible({ timeout: 1_000 });
          }).toPass();
          await expect(sidebar.getByRole('tab', { name: /^Unread/ })).toContainText(/\d/);
        }
        await sidebar.getByRole('tab', { name: new RegExp(`^${tab}`, 'i') }).click();
        await expect(sidebar.getByRole('tabpanel')).toBeVisible();
      },
      tab === FILTERS ? undefined : NOTIFICATION_SIDEBAR,
    );
  }
  await page.goto('/');
  await sweep.scan('notification dropdown', async () => {
    await page.getByRole('button', { name: /^Notifications/ }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  });
}

async function sweepPalette(page: Page, sweep: Sweep) {
  const palette = paletteOf(page);
  const input = palette.getByRole('combobox').first();
  const reservation = await someReservation('admin@demo.test');
  await page.goto('/');
  await sweep.scan('palette, commands', async () => {
    await openPalette(page);
    await expect(palette.getByRole('option', { selected: true })).toBeVisible();
  });
  await sweep.scan(
    'palette, no matching shortcut',
    async () => {
      await input.fill('>zz');
      await expect(
        palette.getByRole('option', { name: 'No matching commands found' }),
      ).toBeVisible();
    },
    PALETTE,
  );
  await sweep.scan(
    'palette, a shortcut',
    async () => {
      await input.fill('>t');
      await expect(palette.getByRole('option', { selected: true })).toContainText('Create task');
    },
    PALETTE,
  );
  await sweep.scan(
    'palette, search',
    async () => {
      await input.fill(`/${reservation.confirmationCode}`);
      await expect(palette.getByText(reservation.guestName).first()).toBeVisible();
    },
    PALETTE,
  );
  await sweep.scan(
    'palette, a command step',
    async () => {
      await input.fill('>t');
      await expect(palette.getByRole('option', { selected: true })).toContainText('Create task');
      await page.keyboard.press('Enter');
      await expect(palette.getByRole('heading', { name: 'Create task' })).toBeVisible();
    },
    PALETTE,
  );
  await page.goto('/');
  await sweep.scan('palette, opened to search', async () => {
    if (isPhone(page)) await headerAction(page, 'Search');
    else
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Search…/ })
        .click();
    await expect(input).toHaveValue('/');
  });
  await sweep.scan(
    'palette, opened to search, a query',
    async () => {
      await input.fill('/har');
      await expect(palette.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await input.fill('/dune');
      await expect(palette.getByRole('option', { name: /Dune House/ }).first()).toBeVisible();
    },
    PALETTE,
  );
  await page.keyboard.press('Escape');
  await sweep.scan('palette, opened to create', async () => {
    await headerAction(page, 'Create new');
    await expect(palette).toBeVisible();
    await expect(palette.getByRole('option').first()).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await sweep.scan('palette, Ask the AI', async () => {
    await openPalette(page);
    await palette.getByRole('option', { name: /Ask the AI/ }).click();
    await expect(palette.getByRole('textbox', { name: 'Ask the AI' })).toBeVisible();
  });
  await sweep.scan('reservation view', async () => {
    await page.goto(`/?reservation=${reservation.id}`);
    await expect(page.getByRole('complementary', { name: 'Reservation' })).toBeVisible();
  });
  await sweep.scan('palette, reservation modification', async () => {
    await openPalette(page);
    await input.fill('>rm');
    await expect(palette.getByRole('option', { selected: true })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(palette.getByRole('checkbox', { name: 'Change guest count' })).toBeVisible();
  });
}

/** The task's sidebar and the panels opened over it, with the task at hand. */
async function sweepTask(page: Page, sweep: Sweep, taskId: string, title: string) {
  const heading = taskSidebar(page).getByRole('heading', { name: title });
  await sweep.scan('task sidebar', async () => {
    await openTaskLink(page, `/?task=${taskId}`);
    await expect(heading).toBeVisible();
    await expect(taskSidebar(page).getByRole('textbox', { name: 'Message' })).toBeVisible();
  });
  await sweep.scan('task sidebar, issues', async () => {
    await openTaskLink(page, `/?task=${taskId}&issues=true`);
    await expect(heading).toBeVisible();
  });
  await sweep.scan('marketplace panel', async () => {
    await openTaskLink(page, `/?task=${taskId}&marketplace=true`);
    // Service providers see the same panel as the property's details.
    const name = /^(Marketplace|Property Details)$/;
    await expect(
      page.getByRole('region', { name }).or(page.getByRole('dialog', { name })),
    ).toBeVisible();
    await expect(
      page.getByRole('tab').first().or(page.getByText('Listing information is not available')),
    ).toBeVisible();
  });
  await sweep.scan('execution view', async () => {
    await openTaskLink(page, `/?task=${taskId}&execution=true`);
    await expect(page.getByRole('dialog').getByRole('heading', { name: title })).toBeVisible();
  });
}

test.describe('no serious accessibility violation on any screen', () => {
  test.describe.configure({ timeout: 240_000 });

  test('signed out: the sign-in page', async ({ page }) => {
    const sweep = new Sweep(page);
    await sweep.scan('sign-in page', async () => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    });
    sweep.report();
  });

  test('an admin', async ({ page }) => {
    const sweep = new Sweep(page);
    await signIn(page);
    await sweepShellPages(page, sweep, 'admin');
    await sweepNotifications(page, sweep, 'admin@demo.test');
    await sweepPalette(page, sweep);

    const title = uniqueTitle('Check the balcony railing');
    const taskId = await createTask(page, { title, category: 'maintenance', priority: 'high' });
    await sweepTask(page, sweep, taskId, title);

    await sweep.scan('recent activity', async () => {
      await page.goto('/');
      await headerAction(page, 'Recent activity');
      await expect(
        page.getByRole('complementary', { name: 'Recent activity' }).getByRole('listitem').first(),
      ).toBeVisible();
    });
    await sweep.scan('task creation panel', async () => {
      await page.goto('/?createTask=true');
      await expect(page.getByRole('dialog', { name: 'Create Task' })).toBeVisible();
    });
    sweep.report();
  });

  test('a cleaner', async ({ page }) => {
    const sweep = new Sweep(page);
    await signIn(page);
    const title = uniqueTitle('Turn the guest room over');
    const taskId = await createTask(page, { title, category: 'cleaning' });
    await updateTask(page, taskId, {
      assignedTo: await teamMemberId(page, 'cleaner@demo.test'),
      roleType: 'cleaner',
    });
    await page.context().clearCookies();

    await signIn(page, 'cleaner@demo.test');
    await sweepShellPages(page, sweep, 'cleaner');
    await sweepNotifications(page, sweep, 'cleaner@demo.test');
    await sweepTask(page, sweep, taskId, title);
    sweep.report();
  });
});
