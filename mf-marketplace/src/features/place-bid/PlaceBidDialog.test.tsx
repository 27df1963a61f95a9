import { MARKETPLACE_TOAST_MS, type PreviousBid } from '@staydesk/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  type StubReply,
} from '@staydesk/design-system/testing';
import { taskApi } from '../marketplace-panel/api';
import { BID_TEXTS, type BidSubject } from './bid-subject';
import { PlaceBidDialog } from './PlaceBidDialog';

const subject: BidSubject = {
  taskId: 'task-1',
  title: 'Turnover clean after checkout',
  dueDate: '2026-11-23T10:00:00',
  location: '12 Rua do Mar, Lisbon',
  category: 'cleaning',
  listingId: 'listing-1',
  currency: 'EUR',
};

const previous: PreviousBid[] = [
  { id: 'b-1', amount: 85, estimatedDuration: 120, notes: 'Linen included' },
  { id: 'b-2', amount: 85, estimatedDuration: 90, notes: 'Same amount again' },
  { id: 'b-3', amount: 70.5, estimatedDuration: null, notes: '' },
  { id: 'b-4', amount: 99, estimatedDuration: 60, notes: '' },
  { id: 'b-5', amount: 120, estimatedDuration: 60, notes: '' },
];

const myBid = {
  id: 'bid-9',
  status: 'pending',
  amount: 85,
  currency: 'EUR',
  estimated_duration: 120,
  notes: 'Linen included',
  created_at: '2026-11-22T08:00:00.000Z',
  task: {
    id: 'task-1',
    title: subject.title,
    category: 'cleaning',
    status: 'todo',
    due_date: subject.dueDate,
    listing: null,
  },
};

function renderDialog(
  overrides: Partial<BidSubject> = {},
  submitReply: StubReply = { status: 201, body: { bid: myBid } },
  previousAt: (listingId: string | null) => PreviousBid[] = () => previous,
) {
  const sent: unknown[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/tasks/marketplace/bids/previous') {
      expect(url.searchParams.get('category')).toBe('cleaning');
      return { body: { bids: previousAt(url.searchParams.get('listingId')) } };
    }
    if (url.pathname !== '/api/tasks/marketplace/bids') return { body: {} };
    sent.push(await request.json());
    return submitReply;
  });
  const platform = fakePlatform('cleaner');
  const onOpenChange = jest.fn();
  renderSurface(
    <PlaceBidDialog
      subject={{ ...subject, ...overrides }}
      platform={platform}
      open
      onOpenChange={onOpenChange}
    />,
    taskApi,
  );
  return { platform, sent, onOpenChange };
}

const dialog = () => screen.getByRole('dialog', { name: 'Place Bid' });
const submitButton = () => screen.getByRole('button', { name: 'Submit Bid' });

test('shows the task, and the amount is required: submit stays disabled while it is empty', async () => {
  renderDialog();

  expect(dialog()).toHaveTextContent(subject.title);
  expect(dialog()).toHaveTextContent('Due: Mon, Nov 23, 2026 · 10:00 AM');
  expect(dialog()).toHaveTextContent('Location: 12 Rua do Mar, Lisbon');
  const amount = screen.getByLabelText('Bid amount (€)');
  expect(amount).toHaveAttribute('min', '0');
  expect(amount).toHaveAttribute('step', '0.01');
  expect(screen.getByLabelText('Estimated duration (minutes)')).toHaveAttribute('min', '0');
  expect(submitButton()).toBeDisabled();

  await userEvent.type(amount, '42.5');
  expect(submitButton()).toBeEnabled();
});

test.each([
  [{ dueDate: null }, BID_TEXTS.noDueDate],
  [{ dueDate: 'next Tuesday' }, BID_TEXTS.invalidDate],
  [{ location: null }, BID_TEXTS.noLocation],
  [{ location: '  ' }, BID_TEXTS.noLocation],
])('falls back for %j to %s', (overrides, text) => {
  renderDialog(overrides);
  expect(dialog()).toHaveTextContent(text);
});

test.each([
  ['USD', '$'],
  ['CAD', 'C$'],
  ['SEK', 'kr'],
  ['XYZ', 'XYZ'],
])('a listing in %s takes bids in %s', (currency, symbol) => {
  renderDialog({ currency });
  expect(screen.getByLabelText(`Bid amount (${symbol})`)).toBeVisible();
});

test('quick fill offers 3 previous bids of distinct amounts and fills the form with one', async () => {
  const { sent, platform, onOpenChange } = renderDialog();
  const quickFill = await screen.findByRole('group', {
    name: 'Quick fill from your previous bids',
  });

  const offers = within(quickFill).getAllByRole('button');
  expect(offers.map((offer) => offer.textContent)).toEqual([
    '€85.00 · 120 min',
    '€70.50',
    '€99.00 · 60 min',
  ]);
  await userEvent.click(offers[0]!);
  expect(screen.getByLabelText('Bid amount (€)')).toHaveValue(85);
  expect(screen.getByLabelText('Estimated duration (minutes)')).toHaveValue(120);
  expect(screen.getByLabelText('Notes')).toHaveValue('Linen included');

  await userEvent.click(submitButton());

  await waitFor(() =>
    expect(platform.toast).toHaveBeenCalledWith(
      BID_TEXTS.submitted,
      'success',
      MARKETPLACE_TOAST_MS.success,
    ),
  );
  expect(sent).toEqual([
    {
      taskId: 'task-1',
      bidAmount: 85,
      currency: 'EUR',
      estimatedDuration: 120,
      notes: 'Linen included',
    },
  ]);
  expect(onOpenChange).toHaveBeenCalledWith(false);
});

test('with no previous bid at this listing, quick fill offers the bids for the same category elsewhere', async () => {
  renderDialog({}, undefined, (listingId) => (listingId ? [] : previous.slice(3)));

  const quickFill = await screen.findByRole('group', {
    name: 'Quick fill from your previous bids',
  });
  expect(
    within(quickFill)
      .getAllByRole('button')
      .map((offer) => offer.textContent),
  ).toEqual(['€99.00 · 60 min', '€120.00 · 60 min']);
});

test("a refused bid toasts the server's reason for 6 s and keeps the dialog open", async () => {
  const { platform, onOpenChange } = renderDialog(
    {},
    {
      status: 409,
      body: { error: { code: 'conflict', message: 'You already have a pending bid on this task' } },
    },
  );
  await userEvent.type(screen.getByLabelText('Bid amount (€)'), '50');
  await userEvent.click(submitButton());

  await waitFor(() =>
    expect(platform.toast).toHaveBeenCalledWith(
      'You already have a pending bid on this task',
      'error',
      MARKETPLACE_TOAST_MS.error,
    ),
  );
  expect(onOpenChange).not.toHaveBeenCalled();
});

test("a failure without the server's reason toasts 'Failed to submit bid'", async () => {
  const { platform } = renderDialog({}, { status: 502, body: 'Bad gateway' });
  await userEvent.type(screen.getByLabelText('Bid amount (€)'), '50');
  await userEvent.click(submitButton());

  await waitFor(() =>
    expect(platform.toast).toHaveBeenCalledWith(
      BID_TEXTS.submitFailed,
      'error',
      MARKETPLACE_TOAST_MS.error,
    ),
  );
});

test('an amount of 0 is refused in the form, and nothing is sent', async () => {
  const { sent } = renderDialog();
  await userEvent.type(screen.getByLabelText('Bid amount (€)'), '0');
  await userEvent.click(submitButton());

  expect(await screen.findByText('The bid amount must be more than 0')).toBeVisible();
  expect(sent).toEqual([]);
});

test('Escape closes the dialog', async () => {
  const { onOpenChange } = renderDialog();
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
