import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import BidsTab from './BidsTab';
import { eligibleTaskFixture, sampleBid } from './fixtures';
import { failure, renderTab, servePanelApi } from './panel-testing';

const bidTexts = () =>
  within(screen.getByRole('list', { name: 'Bids' }))
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('aria-label'));

test('lists pending bids by amount, then accepted ones, each with amount and provider', () => {
  const task = {
    ...eligibleTaskFixture,
    bids: [sampleBid({ id: 'a', status: 'accepted', amount: 60 }), ...eligibleTaskFixture.bids],
  };
  servePanelApi(() => task);
  renderTab(BidsTab, task, { editable: false });

  expect(bidTexts()).toEqual([
    '$95.00 from Tidy Ltd',
    '$140.00 from Crew Co',
    '$60.00 from Maria Santos',
    '$80.00 from Maria Santos',
  ]);
  const first = screen.getByRole('listitem', { name: '$95.00 from Tidy Ltd' });
  expect(first).toHaveTextContent('Pending');
  expect(first).toHaveTextContent('4.8 ★ (37 reviews) · 52 tasks completed');
  expect(first).toHaveTextContent('Estimated duration: 90 min');
});

test('an eligible task with no bids says No Bids Yet', () => {
  const task = { ...eligibleTaskFixture, bids: [] };
  servePanelApi(() => task);
  renderTab(BidsTab, task);

  expect(screen.getByText('No Bids Yet')).toBeVisible();
});

test('only a structure editor may accept or reject, and only pending bids', () => {
  servePanelApi(() => eligibleTaskFixture);
  renderTab(BidsTab, eligibleTaskFixture, { role: 'cleaner', editable: false });

  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
});

test('a structure editor accepts a bid, and is told', async () => {
  const { changes } = servePanelApi(() => eligibleTaskFixture);
  const platform = renderTab(BidsTab, eligibleTaskFixture);

  const bid = screen.getByRole('listitem', { name: '$95.00 from Tidy Ltd' });
  expect(within(bid).getByRole('button', { name: 'Reject' })).toBeVisible();
  expect(
    within(screen.getByRole('listitem', { name: '$80.00 from Maria Santos' })).queryByRole(
      'button',
    ),
  ).toBeNull();
  await userEvent.click(within(bid).getByRole('button', { name: 'Accept' }));

  expect(changes()).toEqual([
    expect.objectContaining({
      method: 'PATCH',
      path: '/api/tasks/marketplace/bids',
      body: { action: 'accept_bid', taskId: 'task-1', bidId: 'bid-2' },
    }),
  ]);
  expect(platform.toast).toHaveBeenCalledWith('Bid accepted', 'success', 3_000);
});

test('a refused rejection shows in the panel with the reason', async () => {
  servePanelApi(
    () => eligibleTaskFixture,
    (request) =>
      request.method === 'PATCH' ? failure(409, 'The bid is no longer pending') : undefined,
  );
  const platform = renderTab(BidsTab, eligibleTaskFixture);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);

  const bid = screen.getByRole('listitem', { name: '$140.00 from Crew Co' });
  await userEvent.click(within(bid).getByRole('button', { name: 'Reject' }));

  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to reject bid: The bid is no longer pending',
  );
  expect(platform.toast).toHaveBeenCalledWith(
    'Failed to reject bid: The bid is no longer pending',
    'error',
    6_000,
  );
});

test('no bid is decided once one is accepted', () => {
  const task = {
    ...eligibleTaskFixture,
    bids: [...eligibleTaskFixture.bids, sampleBid({ id: 'x', status: 'accepted' })],
  };
  servePanelApi(() => task);
  renderTab(BidsTab, task);

  expect(screen.queryByRole('button', { name: 'Accept' })).toBeNull();
});
