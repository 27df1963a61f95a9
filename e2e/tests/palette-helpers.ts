import { expect, type Page } from '@playwright/test';
import { reservationViewOf } from './fixtures';

export const paletteOf = (page: Page) => page.getByRole('dialog', { name: 'Command palette' });

/** Cmd/Ctrl+K, again until the palette parcel (loaded after the chrome) listens. */
export async function openPalette(page: Page) {
  const palette = paletteOf(page);
  await expect(async () => {
    await page.keyboard.press('Control+k');
    await expect(palette).toBeVisible({ timeout: 1_000 });
  }).toPass();
  return palette;
}

/** The reservation's view open on the home page (it loads after the page), then the palette. */
export async function openOnReservation(page: Page, id: string) {
  await page.goto(`/?reservation=${id}`);
  await expect(reservationViewOf(page)).toBeVisible();
  return openPalette(page);
}

/** Runs a palette command by its shortcut, e.g. 'ra' for 'Accept reservation request', once its step header shows. */
export async function runShortcut(page: Page, shortcut: string, label: string) {
  const palette = paletteOf(page);
  if (!(await palette.isVisible())) await openPalette(page);
  await palette.getByRole('combobox').fill(`>${shortcut}`);
  await expect(palette.getByRole('option', { selected: true })).toContainText(label);
  await page.keyboard.press('Enter');
  await expect(palette.getByRole('heading', { name: label })).toBeVisible();
  return palette;
}

export interface StoredReservation {
  status: string;
  listingId: string;
  guestName: string;
  guests: { adults: number; children: number };
}

/** The reservation as the API has it now, read with the page's own session. */
export async function storedReservation(page: Page, id: string): Promise<StoredReservation> {
  const answer = await page.request.get(`/api/reservations/${id}`);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { reservation: StoredReservation }).reservation;
}
