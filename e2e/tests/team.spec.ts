import { expect, request, test } from '@playwright/test';
import { DEMO_PASSWORD, SHELL_URL } from '../ports';
import { latestEmailToAddress, seriousViolations, signIn } from './fixtures';

const MEMBER = 'Blair Bookkeeper';

/** Whether the member can sign in, asked from a browser of their own. */
async function memberCanSignIn(): Promise<boolean> {
  const context = await request.newContext({ baseURL: SHELL_URL });
  try {
    await context.get('/api/auth/csrf');
    const csrf = (await context.storageState()).cookies.find((c) => c.name === 'csrf_token');
    const answer = await context.post('/api/auth/signin', {
      headers: { 'x-csrf-token': csrf?.value ?? '' },
      data: { email: 'bookkeeper@demo.test', password: DEMO_PASSWORD },
    });
    return answer.ok();
  } finally {
    await context.dispose();
  }
}

test('an admin changes a member’s roles, deactivates and reactivates them', async ({ page }) => {
  await signIn(page);
  await page.goto('/team');
  const row = page
    .getByRole('list', { name: 'Team members' })
    .getByRole('listitem')
    .filter({ hasText: MEMBER });
  await expect(row).toContainText('Bookkeeper');
  expect(await seriousViolations(page)).toEqual([]);

  await row.getByRole('button', { name: `Edit roles of ${MEMBER}` }).click();
  const dialog = page.getByRole('dialog', { name: `Roles of ${MEMBER}` });
  await dialog.getByRole('checkbox', { name: 'Accountant' }).click();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(page.getByText(`Roles of ${MEMBER} saved`)).toBeVisible();
  await page.reload();
  await expect(row).toContainText('Bookkeeper, Accountant');

  await row.getByRole('button', { name: `Edit roles of ${MEMBER}` }).click();
  await dialog.getByRole('checkbox', { name: 'Accountant' }).click();
  await dialog.getByRole('button', { name: 'Save roles' }).click();
  await expect(dialog).toBeHidden();
  await expect(row).not.toContainText('Accountant');

  await row.getByRole('button', { name: `Deactivate ${MEMBER}` }).click();
  await page
    .getByRole('dialog', { name: `Deactivate ${MEMBER}?` })
    .getByRole('button', { name: 'Deactivate' })
    .click();
  await expect(row).toContainText('Inactive');
  expect(await memberCanSignIn()).toBe(false);

  await row.getByRole('button', { name: `Reactivate ${MEMBER}` }).click();
  await expect(page.getByText(`${MEMBER} can sign in again`)).toBeVisible();
  await expect(row).not.toContainText('Inactive');
  expect(await memberCanSignIn()).toBe(true);
});

test('a member who does not manage the team sees it without actions', async ({ page }) => {
  await signIn(page, 'team_lead@demo.test');
  await page.goto('/team');
  await expect(
    page
      .getByRole('list', { name: 'Team members' })
      .getByRole('listitem')
      .filter({ hasText: MEMBER }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Edit roles/ })).toHaveCount(0);
});

test('an admin invites someone by e-mail, who sets a password and joins signed in', async ({
  page,
  browser,
}, testInfo) => {
  const email = `invitee-${testInfo.project.name}-${Date.now()}@example.test`;
  await signIn(page);
  await page.goto('/team');
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a team member' });
  await dialog.getByLabel('Email').fill(email);
  await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Cleaner' }).click();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  const pending = page
    .getByRole('region', { name: 'Pending invitations' })
    .getByRole('listitem')
    .filter({ hasText: email });
  await expect(pending).toContainText('Cleaner');

  const { text } = await latestEmailToAddress(email);
  const link = /https?:\/\/\S+\/auth\/invitation\?token=\S+/.exec(text)?.[0];
  expect(link).toBeDefined();
  const invitee = await browser.newContext({ baseURL: SHELL_URL, viewport: page.viewportSize() });
  const invitationPath = new URL(link!).pathname + new URL(link!).search;
  try {
    const invited = await invitee.newPage();
    await invited.goto(invitationPath);
    await expect(
      invited.getByRole('heading', { name: 'Join Coastal Stays on Staydesk' }),
    ).toBeVisible();
    await expect(invited.getByText(`invited ${email} as Cleaner`)).toBeVisible();
    expect(await seriousViolations(invited)).toEqual([]);
    await invited.getByLabel('Your name').fill('Indy Invitee');
    await invited.getByLabel('Choose a password').fill('short');
    await invited.getByRole('button', { name: 'Join the team' }).click();
    await expect(invited.getByRole('alert')).toHaveText('Use at least 10 characters');
    await invited.getByLabel('Choose a password').fill('a long new password');
    await invited.getByRole('button', { name: 'Join the team' }).click();
    await expect(invited.getByRole('navigation', { name: 'Main' })).toBeVisible();
    // Used up: the same link now says so.
    await invited.goto(invitationPath);
    await expect(invited.getByRole('alert')).toContainText('no longer valid');
  } finally {
    await invitee.close();
  }

  await page.reload();
  await expect(
    page
      .getByRole('list', { name: 'Team members' })
      .getByRole('listitem')
      .filter({ hasText: email }),
  ).toContainText('Indy Invitee');
  await expect(page.getByRole('region', { name: 'Pending invitations' })).toBeHidden();
});
