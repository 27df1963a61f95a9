import { expect, type Page } from '@playwright/test';
import type { ReplaceRequest } from '../notification-control';
import { CONTROL_URL, DEMO_PASSWORD } from '../ports';

export async function signIn(page: Page, email = 'admin@demo.test'): Promise<void> {
  await page.goto('/auth/signin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
}

/** The soonest seeded to-do task (listed on the home page), read with the page's own session. */
export async function firstTask(page: Page): Promise<{ id: string; title: string }> {
  const response = await page.request.get('/api/tasks?limit=1&status=todo');
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as {
    tasks: Array<{ id: string; title: string; status: string }>;
  };
  const task = body.tasks[0];
  if (!task) throw new Error('no seeded task');
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

export const someReservation = (email: string) =>
  control<{ id: string; guestName: string; confirmationCode: string }>('reservation', email, {});
