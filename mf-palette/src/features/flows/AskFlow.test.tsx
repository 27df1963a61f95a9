import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubPaletteApi } from '../palette/palette-backend';
import { askToOpen, findPalette, renderPalette } from '../palette/render-palette';

test('Ask the AI hands the question to the assistant panel', async () => {
  stubPaletteApi();
  renderPalette();
  askToOpen();
  await findPalette();
  await userEvent.click(screen.getByRole('option', { name: /Ask the AI/ }));
  await userEvent.type(
    await screen.findByRole('textbox', { name: 'Ask the AI' }, { timeout: 5000 }),
    'what is due today',
  );
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  expect(
    await screen.findByRole('heading', { name: 'what is due today' }, { timeout: 5000 }),
  ).toBeVisible();
});

test('Enter sends the question to the AI, and Shift+Enter starts a new line', async () => {
  stubPaletteApi();
  renderPalette();
  askToOpen();
  await findPalette();
  await userEvent.click(screen.getByRole('option', { name: /Ask the AI/ }));
  const question = await screen.findByRole('textbox', { name: 'Ask the AI' }, { timeout: 5000 });
  await userEvent.type(question, 'what is due{Shift>}{Enter}{/Shift}today');
  expect(question).toHaveValue('what is due\ntoday');
  await userEvent.keyboard('{Enter}');
  expect(
    await screen.findByRole('heading', { name: /what is due\s+today/ }, { timeout: 5000 }),
  ).toBeVisible();
});
