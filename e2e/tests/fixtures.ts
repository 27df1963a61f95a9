import AxeBuilder from '@axe-core/playwright';
import { expect, type Browser, type Page, type TestInfo } from '@playwright/test';
import type { ReplaceRequest } from '../notification-control';
import type { ContactState } from '../profile-control';
import { CONTROL_URL, DEMO_PASSWORD } from '../ports';

/** Signed in through the API, with no page opened yet: the browser's session cookies alone. */
export async function holdSession(page: Page, email = 'admin@demo.test'): Promise<void> {
  await page.request.get('/api/auth/csrf');
  const answer = await page.request.post('/api/auth/signin', {
    headers: await csrfHeaders(page),
    data: { email, password: DEMO_PASSWORD },
  });
  if (!answer.ok()) throw new Error(`signing in ${email}: ${await answer.text()}`);
}

/**
 * Signs in through the API (the form has tests of its own) and opens the home page: a page load
 * less than filling the form, for every test that starts signed in.
 */
export async function signIn(page: Page, email = 'admin@demo.test'): Promise<void> {
  await holdSession(page, email);
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The soonest seeded to-do task (listed on the home page), read with the page's own session. */
export async function firstTask(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.get('/api/tasks?limit=50&status=todo');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    tasks: Array<{ id: string; title: string; status: string; due_date: string | null }>;
  };
  // The list puts tasks without a due date first (a test may have made one); the home page
  // lists only those that are due.
  const task = body.tasks.find((candidate) => candidate.due_date !== null);
  if (!task) throw new Error('no seeded task');
  return task;
}

/** One of the signed-in user's seeded tasks (to the first 50 listed), still to be done. */
export async function seededTask(
  page: Page,
  titleStart: string,
): Promise<{ id: string; title: string }> {
  const response = await page.request.get('/api/tasks?limit=50');
  expect(response.ok()).toBe(true);
  const { tasks } = (await response.json()) as {
    tasks: Array<{ id: string; title: string; status: string }>;
  };
  const task = tasks.find(
    ({ title, status }) => title.startsWith(titleStart) && status !== 'completed',
  );
  if (!task) throw new Error(`no seeded task '${titleStart}'`);
  return task;
}

export async function remoteControl(
  action: 'stop' | 'start' | 'publish' | 'rollback',
  remote: string,
): Promise<void> {
  const response = await fetch(`${CONTROL_URL}/${action}/${remote}`, { method: 'POST' });
  if (!response.ok) throw new Error(`could not ${action} ${remote}`);
}

async function control<Result>(action: string, email: string, body: unknown): Promise<Result> {
  const response = await fetch(`${CONTROL_URL}/${action}/${encodeURIComponent(email)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${action} for ${email} failed: ${await response.text()}`);
  return (await response.json()) as Result;
}

/** Gives the user exactly these notifications (see e2e/notification-control.ts). */
export const setNotifications = (email: string, request: ReplaceRequest) =>
  control<{ ids: string[] }>('notifications', email, request);

/** Sets the user's phone and what is verified, with no code waiting (see e2e/profile-control.ts). */
export const setContactState = (email: string, state: ContactState) =>
  control<object>('contact-state', email, state);

/** The newest e-mail or SMS (or of that channel only) the user was sent, read from the outbox. */
export const latestMessageTo = (email: string, channel?: 'email' | 'sms') =>
  control<{ to: string; text: string }>('latest-message', email, channel ? { channel } : {});

/** The newest e-mail sent to an address, whether or not it has an account. */
export const latestEmailToAddress = (address: string) =>
  control<{ to: string; text: string }>('latest-email-to-address', address, {});

export const someReservation = (email: string) =>
  control<{ id: string; guestName: string; confirmationCode: string }>('reservation', email, {});

/** A reservation made for the test alone: a pending Airbnb request unless asked otherwise. */
export const newReservation = (
  email: string,
  kind: { status?: 'pending' | 'confirmed'; platform?: 'airbnb' | 'direct' } = {},
) =>
  control<{ id: string; guestName: string; confirmationCode: string; listingName: string }>(
    'new-reservation',
    email,
    kind,
  );

/** The messages of a reservation's guest conversation. */
export const guestMessages = (reservationId: string) =>
  control<Array<{ channel: string; body: string }>>('guest-messages', reservationId, {});

/** The CSRF header every write needs, from the page's own cookie. */
export async function csrfHeaders(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrf_token');
  return { 'x-csrf-token': csrf?.value ?? '' };
}

/** A request of the signed-in page, with the CSRF header every write needs. */
async function write(page: Page, method: 'POST' | 'PATCH', url: string, data: unknown) {
  const response = await page.request.fetch(url, {
    method,
    headers: await csrfHeaders(page),
    data,
  });
  if (!response.ok()) throw new Error(`${method} ${url}: ${await response.text()}`);
  return (await response.json()) as unknown;
}

/**
 * Creates a task as the palette's command does; answers its id. Kept off the marketplace unless
 * asked, so field staff's lists stay their own for the other tests.
 */
export async function createTask(page: Page, payload: Record<string, unknown>): Promise<string> {
  const answer = (await write(page, 'POST', '/api/commands', {
    action: {
      type: 'command',
      topic: 'tasks',
      event: 'task.create',
      payload: { marketplaceEligible: false, ...payload },
    },
  })) as { data: { taskId: string } };
  return answer.data.taskId;
}

/** Changes a task at its current version, as the sidebar does. */
export async function updateTask(page: Page, taskId: string, update: Record<string, unknown>) {
  const read = await page.request.get(`/api/tasks?taskId=${taskId}`);
  const { task } = (await read.json()) as { task: { version: number } };
  await write(page, 'PATCH', `/api/tasks?taskId=${taskId}`, { ...update, version: task.version });
}

export async function teamMemberId(page: Page, email: string): Promise<string> {
  const response = await page.request.get('/api/user/users');
  const team = (await response.json()) as { users: Array<{ id: string; email: string }> };
  const member = team.users.find((user) => user.email === email);
  if (!member) throw new Error(`${email} is not in the team`);
  return member.id;
}

export const taskSidebar = (page: Page) =>
  page.getByRole('complementary', { name: 'Task details' });

/** A title no earlier run or other test has used. */
export const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`;

/** axe's serious and critical findings on the page as it is now. */
export async function seriousViolations(page: Page, include?: string): Promise<string[]> {
  // Contrast is measured on what is painted: a dialog still fading in has too little of it.
  // A paused animation never ends: a second at most.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]),
  );
  // A control's name must hold the words it shows (WCAG 2.5.3): a rule the axe bundled here
  // still ships switched off.
  const builder = new AxeBuilder({ page }).options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  if (include) builder.include(include);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
    .map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
}

/** Another person's browser, the same kind of device as this project's. */
export async function secondBrowser(browser: Browser, testInfo: TestInfo) {
  const { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor } =
    testInfo.project.use;
  const context = await browser.newContext({
    baseURL,
    viewport,
    isMobile,
    hasTouch,
    userAgent,
    deviceScaleFactor,
  });
  return { context, page: await context.newPage() };
}

/** The phone layout: the header folds its actions into a Menu below this width. */
const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1280) < 768;

/** Runs a header action: a button of the header on a desktop, an entry of the Menu on a phone. */
export async function headerAction(page: Page, label: string): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: label }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: label, exact: true }).click();
  }
}

/** The shell's view of any reservation: `?reservation={id}` opens it over the page. */
export const reservationViewOf = (page: Page) =>
  page.getByRole('complementary', { name: 'Reservation' });

/**
 * Opens a task link and waits for the browser's own surface. The one the server drew is inert
 * until then: a click waits for the live one, but a key pressed meanwhile would be lost.
 */
export async function openTaskLink(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('#drawn-surface[inert]')).toHaveCount(0);
}

// The smallest valid PNG: one transparent pixel. The server checks the content, not the name.
export const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
