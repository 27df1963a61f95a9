import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSurfaces } from '@staydesk/contracts';
import { stubPaletteApi } from '../palette/palette-backend';
import { askToOpen, findPalette, LOADING, renderPalette } from '../palette/render-palette';

test('a template opens the creation panel filled from it for the open stay, and creates nothing', async () => {
  window.history.replaceState(null, '', '/?reservation=r-zoe');
  stubPaletteApi();
  const platform = renderPalette('admin');
  const sent = jest.fn();
  platform.executeCommand = sent;
  askToOpen();
  await findPalette();

  await userEvent.click(await screen.findByRole('option', { name: /Create task/ }, LOADING));
  await userEvent.click(await screen.findByRole('option', { name: /Turnover clean/ }, LOADING));

  await waitFor(() => expect(platform.nav.navigate).toHaveBeenCalledTimes(1));
  const [path] = jest.mocked(platform.nav.navigate).mock.calls[0] ?? [''];
  const url = new URL(path, 'http://localhost');
  expect(url.pathname).toBe('/');
  expect(readSurfaces(url.search).createTask).toMatchObject({
    reservationId: 'r-zoe',
    parentTaskId: null,
    templateId: 'turnover',
  });
  expect(sent).not.toHaveBeenCalled();
});
