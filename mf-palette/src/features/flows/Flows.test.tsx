import {
  accessCodeCreatePayloadSchema,
  maxLengthOf,
  reservationDecisionPayloadSchema,
  type CommandResult,
} from '@staydesk/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reservation, RESERVATIONS, stubPaletteApi } from '../palette/palette-backend';
import {
  askToOpen,
  findPalette,
  LOADING,
  optionNames,
  renderPalette,
} from '../palette/render-palette';

/** An answer the test gives when it chooses, to tell what the palette does before it. */
function pendingAnswer() {
  let answer: (result: CommandResult<never>) => void = () => undefined;
  const sent = jest.fn(() => new Promise<CommandResult<never>>((resolve) => (answer = resolve)));
  return { sent, answer: (result: CommandResult<never>) => act(() => answer(result)) };
}

const refusedWith = (error: string) => async () => ({ success: false, data: null, error });

test('an open reservation adds the commands its state allows', async () => {
  window.history.replaceState(null, '', '/?reservation=r-zoe');
  stubPaletteApi();
  renderPalette('admin');
  askToOpen();
  await findPalette();

  await screen.findByRole('option', { name: /Cancel reservation \(internal\)/ }, LOADING);
  const names = optionNames();
  expect(names).toContain('Modify reservation');
  expect(names).toContain('Send message');
  // A confirmed Airbnb stay: no request to answer, nothing to confirm.
  expect(names).not.toContain('Accept reservation request');
  expect(names).not.toContain('Confirm reservation (internal)');
});

test('a pending Airbnb request can be accepted', async () => {
  window.history.replaceState(null, '', '/?reservation=r-new');
  const pending = reservation('r-new', 'Kai Moreno', 'HMKAI789', { status: 'pending' });
  stubPaletteApi({ '/api/reservations/r-new': () => ({ body: { reservation: pending } }) });
  renderPalette('admin');
  askToOpen();
  await findPalette();

  expect(
    await screen.findByRole('option', { name: /Accept reservation request/ }, LOADING),
  ).toBeVisible();
  expect(optionNames()).toContain('Confirm reservation (internal)');
});

test("internal cancel: a required reason, a confirmation naming the listing, then the command's answer", async () => {
  window.history.replaceState(null, '', '/?reservation=r-zoe');
  stubPaletteApi();
  const platform = renderPalette('admin');
  const { sent, answer } = pendingAnswer();
  platform.executeCommand = sent;
  askToOpen();
  await findPalette();
  await userEvent.click(
    await screen.findByRole('option', { name: /Cancel reservation \(internal\)/ }, LOADING),
  );

  const reason = await screen.findByRole(
    'textbox',
    { name: 'Why cancel this reservation?' },
    LOADING,
  );
  const next = screen.getByRole('button', { name: 'Continue' });
  expect(next).toBeDisabled();
  expect(screen.getByText('* Required')).toBeVisible();
  expect(reason).toHaveAttribute(
    'maxlength',
    String(maxLengthOf(reservationDecisionPayloadSchema.shape.reason)),
  );
  await userEvent.type(reason, '   ');
  expect(next).toBeDisabled();
  await userEvent.type(reason, ' Owner stay {Control>}{Enter}{/Control}');

  expect(await screen.findByText('Cancel the stay at Sea view loft?')).toBeVisible();
  await userEvent.keyboard('{Control>}{Enter}{/Control}');

  await waitFor(() => expect(sent).toHaveBeenCalled());
  expect(sent).toHaveBeenCalledWith({
    action: {
      type: 'command',
      topic: 'reservations',
      event: 'reservation.internalCancel',
      payload: { reservationId: 'r-zoe', reason: 'Owner stay' },
    },
  });
  // Sent is not done: the palette waits for the answer, and for nothing else after it.
  expect(screen.getByText('Running the command')).toBeInTheDocument();
  expect(platform.toast).not.toHaveBeenCalled();
  // The clock is faked only from here: a fake clock would also run out the wait for the
  // lazily loaded flow, however long its first load really takes.
  jest.useFakeTimers({ advanceTimers: true });
  answer({ success: true, data: null, error: null });
  await waitFor(() =>
    expect(platform.toast).toHaveBeenCalledWith('Command executed successfully', 'success'),
  );
  expect(screen.getByRole('dialog')).toBeInTheDocument();
  act(() => jest.advanceTimersByTime(1_000));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  jest.useRealTimers();
});

test('a refused command shows its error and the step again', async () => {
  window.history.replaceState(null, '', '/?reservation=r-zoe');
  stubPaletteApi();
  const platform = renderPalette('admin');
  platform.executeCommand = refusedWith('Cannot move reservation to the same listing');
  askToOpen();
  await findPalette();
  await userEvent.click(await screen.findByRole('option', { name: /Move reservation/ }, LOADING));
  const listings = await screen.findByRole('combobox', { name: 'Move to which listing?' }, LOADING);
  await userEvent.type(listings, 'Sea view');
  await userEvent.click(await screen.findByRole('option', { name: /Sea view loft/ }, LOADING));
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Cannot move reservation to the same listing',
  );
  expect(platform.toast).toHaveBeenCalledWith(
    'Cannot move reservation to the same listing',
    'error',
  );
  expect(screen.getByRole('button', { name: 'Confirm' })).toBeVisible();
});

test('a decline whose request failed comes back to its reason with the text still written', async () => {
  window.history.replaceState(null, '', '/?reservation=r-new');
  const pending = reservation('r-new', 'Kai Moreno', 'HMKAI789', { status: 'pending' });
  stubPaletteApi({ '/api/reservations/r-new': () => ({ body: { reservation: pending } }) });
  const platform = renderPalette('admin');
  platform.executeCommand = () => Promise.reject(new TypeError('Failed to fetch'));
  askToOpen();
  await findPalette();
  await userEvent.click(
    await screen.findByRole('option', { name: /Decline reservation request/ }, LOADING),
  );
  const reason = screen.getByRole('textbox', { name: 'Why decline this request?' });
  await userEvent.type(reason, 'The dates are blocked');
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to execute command');
  expect(platform.toast).toHaveBeenCalledWith('Failed to execute command', 'error');
  expect(screen.getByRole('textbox', { name: 'Why decline this request?' })).toHaveValue(
    'The dates are blocked',
  );
});

test('access code: digits only, 6 to 8 of them, sent with the stay as local times', async () => {
  window.history.replaceState(null, '', '/');
  stubPaletteApi();
  const platform = renderPalette('admin');
  const sent = jest.fn(async () => ({ success: true, data: null, error: null }));
  platform.executeCommand = sent;
  askToOpen();
  await findPalette();
  await userEvent.type(screen.getByRole('combobox'), '>ac{Enter}');
  const step = await screen.findByRole('combobox', { name: 'Choose a reservation' }, LOADING);
  await userEvent.type(step, 'Zo');
  await userEvent.click(await screen.findByRole('option', { name: /Zoë Seaborn/ }, LOADING));

  const code = await screen.findByRole('textbox', { name: 'Access code' }, LOADING);
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Zoë Seaborn');
  expect(screen.getByRole('textbox', { name: /Starts/ })).toHaveValue('2026-12-01 15:00');
  expect(screen.getByRole('textbox', { name: /Ends/ })).toHaveValue('2026-12-05 11:00');
  await userEvent.type(code, '12a34');
  expect(code).toHaveValue('1234');
  expect(screen.getByText('Access code must be at least 6 digits')).toBeVisible();
  await userEvent.type(code, '56789');
  expect(code).toHaveValue('12345678');
  expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
    'maxlength',
    String(maxLengthOf(accessCodeCreatePayloadSchema.shape.name)),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Create access code' }));

  await waitFor(() => expect(sent).toHaveBeenCalled());
  expect(sent).toHaveBeenCalledWith({
    action: expect.objectContaining({
      topic: 'seam',
      event: 'seam.accessCode.create',
      payload: {
        name: 'Zoë Seaborn',
        code: '12345678',
        startsAt: '2026-12-01 15:00',
        endsAt: '2026-12-05 11:00',
        reservationId: 'r-zoe',
        listingId: 'sea-view',
        metadata: {
          reservationCode: 'HMSEA123',
          guestName: 'Zoë Seaborn',
          customerId: 'customer-1',
        },
      },
    }),
  });
  expect(RESERVATIONS[0]?.id).toBe('r-zoe');
});
