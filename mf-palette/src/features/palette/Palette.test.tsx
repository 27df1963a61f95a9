import { PALETTE_OPEN_EVENT, type PaletteOpenDetail, type Role } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform } from '@staydesk/design-system/testing';
import { PaletteLauncher } from './PaletteLauncher';

function renderPalette(role: Role = 'admin') {
  const platform = fakePlatform(role);
  render(
    <DesignSystemProvider>
      <PaletteLauncher platform={platform} />
    </DesignSystemProvider>,
  );
  return platform;
}

function askToOpen(detail: PaletteOpenDetail = {}) {
  act(() => {
    window.dispatchEvent(new CustomEvent(PALETTE_OPEN_EVENT, { detail }));
  });
}

const findPalette = () => screen.findByRole('dialog', { name: 'Command palette' });
const optionNames = () =>
  screen.queryAllByRole('option').map((option) => option.querySelector('span')?.textContent);

test('opens on the shell event with the commands of the role and the search focused', async () => {
  renderPalette('admin');
  askToOpen();

  const palette = await findPalette();

  expect(within(palette).getByRole('combobox')).toHaveFocus();
  expect(optionNames()).toEqual([
    'Ask the AI',
    'Search reservations and listings',
    'Create task',
    'Create reservation',
    'Create access code',
    'Edit access codes',
    'Modify reservation',
  ]);
  expect(screen.getByRole('option', { name: /Create task/ })).toHaveTextContent(
    'Create a task for a listing or reservation',
  );
});

test('field staff never get the palette', async () => {
  renderPalette('cleaner');
  askToOpen();
  await act(() => Promise.resolve());

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('typing filters on label and description, ignoring case', async () => {
  renderPalette();
  askToOpen();
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), 'DOOR');

  expect(optionNames()).toEqual(['Create access code', 'Edit access codes']);
});

test('nothing matching says so', async () => {
  renderPalette();
  askToOpen();
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), 'zzz');

  expect(screen.queryAllByRole('option')).toHaveLength(0);
  expect(screen.getByText('No matching commands found')).toBeVisible();
});

test("'>t' and Enter run Create task, whose step view goes back with Back or Backspace", async () => {
  renderPalette();
  askToOpen();
  const palette = await findPalette();

  await userEvent.type(screen.getByRole('combobox'), '>t{Enter}');

  expect(within(palette).getByRole('heading', { name: 'Create task' })).toBeVisible();
  expect(within(palette).getByText('Create a task for a listing or reservation')).toBeVisible();
  await userEvent.click(within(palette).getByRole('button', { name: 'Back' }));
  expect(optionNames()).toHaveLength(7);
  expect(screen.getByRole('combobox')).toHaveFocus();

  await userEvent.type(screen.getByRole('combobox'), '>r{Enter}');
  expect(within(palette).getByRole('heading', { name: 'Create reservation' })).toBeVisible();
  await userEvent.keyboard('{Backspace}');
  expect(within(palette).queryByRole('heading', { name: 'Create reservation' })).toBeNull();
  expect(optionNames()).toHaveLength(7);
});

test('the arrows move the selection and wrap around', async () => {
  renderPalette();
  askToOpen();
  await findPalette();
  const selected = () => screen.getByRole('option', { selected: true });
  expect(selected()).toHaveTextContent('Ask the AI');

  await userEvent.keyboard('{ArrowUp}');
  expect(selected()).toHaveTextContent('Modify reservation');
  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(selected()).toHaveTextContent('Search reservations and listings');

  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('heading', { name: 'Search reservations and listings' })).toBeVisible();
});

test('create mode lists only the create commands the role may run', async () => {
  renderPalette('supervisor');
  askToOpen({ mode: 'create' });
  await findPalette();

  expect(optionNames()).toEqual(['Create task', 'Create access code', 'Edit access codes']);
});

test('closing resets everything', async () => {
  renderPalette();
  askToOpen();
  await findPalette();
  await userEvent.type(screen.getByRole('combobox'), '>t{Enter}');

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  askToOpen();

  await findPalette();
  expect(screen.getByRole('combobox')).toHaveValue('');
  expect(optionNames()).toHaveLength(7);
});

test("Create task, then 'Skip - Create task without reservation', opens the creation panel", async () => {
  window.history.replaceState(null, '', '/tasks/dashboard?view=week');
  const platform = renderPalette('owner');
  askToOpen({ mode: 'create' });
  await findPalette();

  await userEvent.keyboard('{Enter}');
  expect(screen.getByRole('option', { selected: true })).toHaveTextContent(
    'Skip - Create task without reservation',
  );
  await userEvent.keyboard('{Enter}');

  expect(platform.nav.navigate).toHaveBeenCalledWith('/tasks/dashboard?view=week&createTask=true');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
