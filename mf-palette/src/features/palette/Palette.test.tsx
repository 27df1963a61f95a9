import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubPaletteApi } from './palette-backend';
import { askToOpen, findPalette, LOADING, optionNames, renderPalette } from './render-palette';

beforeEach(() => {
  stubPaletteApi();
  window.history.replaceState(null, '', '/');
});

const ADMIN_COMMANDS = [
  'Ask the AI',
  'Search reservations and listings',
  'Create task',
  'Create reservation',
  'Create access code',
  'Edit access codes',
  'Modify reservation',
];

test('opens on the shell event as a combobox over the commands of the role', async () => {
  renderPalette('admin');
  askToOpen();

  const palette = await findPalette();

  const combobox = within(palette).getByRole('combobox');
  expect(combobox).toHaveFocus();
  expect(combobox).toHaveAttribute('aria-expanded', 'true');
  expect(combobox).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  await waitFor(() =>
    expect(combobox).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { selected: true }).id,
    ),
  );
  expect(optionNames()).toEqual(ADMIN_COMMANDS);
});

test('field staff never get the palette', async () => {
  renderPalette('cleaner');
  askToOpen();
  await new Promise((resolve) => setTimeout(resolve, 50));

  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('typing filters on label and description, ignoring case', async () => {
  renderPalette();
  askToOpen();
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), 'DOOR');

  expect(optionNames()).toEqual(['Create access code', 'Edit access codes']);
});

test('nothing matching says so in an option the arrows skip', async () => {
  renderPalette();
  askToOpen();
  await findPalette();

  await userEvent.type(screen.getByRole('combobox'), '>zz');

  const empty = screen.getByRole('option', { name: 'No matching commands found' });
  expect(empty).toHaveAttribute('aria-disabled', 'true');
  expect(screen.getAllByRole('option')).toHaveLength(1);
});

test("'>t' and Enter start Create task at its reservation step; Back and Backspace leave it", async () => {
  renderPalette();
  askToOpen();
  const palette = await findPalette();

  await userEvent.type(screen.getByRole('combobox'), '>t{Enter}');

  expect(
    await within(palette).findByRole('heading', { name: 'Create task' }, LOADING),
  ).toBeVisible();
  expect(within(palette).getByRole('combobox', { name: 'Choose a reservation' })).toHaveFocus();
  await userEvent.click(within(palette).getByRole('button', { name: 'Back' }));
  expect(optionNames()).toEqual(ADMIN_COMMANDS);

  await userEvent.type(screen.getByRole('combobox'), '>t{Enter}');
  await within(palette).findByRole('combobox', { name: 'Choose a reservation' });
  await userEvent.keyboard('{Backspace}');
  expect(within(palette).queryByRole('heading', { name: 'Create task' })).toBeNull();
  expect(optionNames()).toEqual(ADMIN_COMMANDS);
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
  await screen.findByRole('combobox', { name: 'Choose a reservation' }, LOADING);

  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  askToOpen();

  await findPalette();
  expect(screen.getByRole('combobox')).toHaveValue('');
  expect(optionNames()).toEqual(ADMIN_COMMANDS);
});
