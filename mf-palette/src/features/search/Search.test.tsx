import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubPaletteApi } from '../palette/palette-backend';
import { askToOpen, findPalette, LOADING, renderPalette } from '../palette/render-palette';

beforeEach(() => {
  window.history.replaceState(null, '', '/tasks/dashboard?view=week');
});

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

test("'/' searches listings and reservations: 3 per group, counted, then 'Show N more'", async () => {
  stubPaletteApi();
  const platform = renderPalette();
  askToOpen();
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), '/sea');

  const listings = await screen.findByRole('group', { name: /^Listings/ }, LOADING);
  await within(listings).findByText('Sea view loft', undefined, LOADING);
  expect(listings).toHaveAccessibleName('Listings 4');
  expect(
    within(listings)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toEqual(['Sea view loftLisbon', 'Sea cabinLisbon', 'Sea garden houseLisbon', 'Show 1 more']);
  expect(within(group('Reservations')).getByText(/Zoë Seaborn/)).toBeVisible();
  // The results replaced the commands: the first of them is the one Enter would choose.
  expect(screen.getByRole('option', { selected: true })).toBe(
    within(group('Reservations')).getAllByRole('option')[0],
  );

  await userEvent.click(within(listings).getByRole('option', { name: 'Show 1 more' }));
  expect(within(group('Listings')).getByText('Sea tower studio')).toBeVisible();

  await userEvent.click(within(group('Listings')).getByText('Sea cabin'));
  expect(platform.nav.navigate).toHaveBeenCalledWith('/listings/sea-cabin');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a confirmation code searches at once and opens its reservation on the current page', async () => {
  stubPaletteApi();
  const platform = renderPalette();
  askToOpen();
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), 'HMSEA123');
  const reservations = await screen.findByRole('group', { name: /^Reservations/ }, LOADING);
  await within(reservations).findByText(/HMSEA123/, undefined, LOADING);
  await userEvent.keyboard('{Enter}');

  expect(platform.nav.navigate).toHaveBeenCalledWith(
    '/tasks/dashboard?view=week&reservation=r-zoe',
  );
});

test('a failed search shows an empty list, and free text can go to the assistant', async () => {
  stubPaletteApi({ '/api/listings': () => ({ status: 500, body: { error: 'boom' } }) });
  renderPalette();
  askToOpen();
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), 'xy');

  expect(
    await screen.findByRole('option', { name: 'No listings match your search' }, LOADING),
  ).toBeVisible();
  expect(await screen.findByRole('option', { name: 'No reservations found' })).toBeVisible();
  await userEvent.click(screen.getByRole('option', { name: 'Ask the AI "xy"' }));

  expect(await screen.findByText('xy', undefined, LOADING)).toBeVisible();
});

test('roles without search keep filtering commands', async () => {
  stubPaletteApi();
  renderPalette('supervisor');
  askToOpen({ mode: 'create' });
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), 'xy');

  expect(screen.getByRole('option', { name: 'No matching commands found' })).toBeVisible();
  expect(screen.queryByRole('group')).toBeNull();
});
