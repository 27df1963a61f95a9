import type { Task } from '@staydesk/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { taskApi } from './api';
import { eligibleTaskFixture, taskFixture } from './fixtures';
import { MarketplacePanel } from './MarketplacePanel';
import { MARKETPLACE_TAB_EVENT } from './useMarketplaceTabEvent';

beforeEach(() => window.history.replaceState(null, '', '/?task=task-1&marketplace=true'));

function renderPanel(task: Task, platform = fakePlatform()) {
  stubFetch(() => ({ body: { task } }));
  renderSurface(<MarketplacePanel platform={platform} />, taskApi);
  return platform;
}

const findPanel = () => screen.findByRole('region', { name: 'Marketplace' });

test('until the task is marketplace eligible only the overview is open, with the enable prompt', async () => {
  renderPanel(taskFixture);
  const panel = await findPanel();

  expect(await within(panel).findByText('Enable marketplace to receive bids')).toBeVisible();
  expect(within(panel).getByRole('tab', { name: 'Overview' })).toBeEnabled();
  for (const name of ['Bids', 'Providers', 'Payments', 'Escalations']) {
    expect(within(panel).getByRole('tab', { name })).toBeDisabled();
  }
  expect(within(panel).getByText('Open')).toBeVisible();
});

test('an eligible task with no bids shows No Bids Yet', async () => {
  renderPanel({ ...taskFixture, marketplace_eligible: true });
  const panel = await findPanel();

  await userEvent.click(await within(panel).findByRole('tab', { name: 'Bids' }));

  expect(within(panel).getByText('No Bids Yet')).toBeVisible();
  expect(within(panel).queryByText('Enable marketplace to receive bids')).not.toBeInTheDocument();
});

test('the bids tab lists pending bids first', async () => {
  renderPanel(eligibleTaskFixture);
  const panel = await findPanel();
  expect(await within(panel).findByText('Bidding')).toBeVisible();

  await userEvent.click(within(panel).getByRole('tab', { name: /^Bids/ }));

  const bids = within(panel).getAllByRole('listitem');
  expect(bids.map((bid) => bid.textContent)).toEqual(['Bid 1Pending', 'Bid 2Accepted']);
});

test('providers, payments and escalations tabs', async () => {
  renderPanel(eligibleTaskFixture);
  const panel = await findPanel();

  await userEvent.click(await within(panel).findByRole('tab', { name: 'Providers' }));
  expect(within(panel).getByText('No Providers Found')).toBeVisible();
  await userEvent.click(within(panel).getByRole('tab', { name: 'Payments' }));
  expect(within(panel).getByText('Payments Coming Soon')).toBeVisible();
  await userEvent.click(within(panel).getByRole('tab', { name: 'Escalations' }));
  expect(within(panel).getByText('Primary visibility').nextSibling).toHaveTextContent('2 hours');
  expect(within(panel).getByText('Confirmation reminder').nextSibling).toHaveTextContent('7 days');
});

test('the marketplace:tab window event switches the tab', async () => {
  renderPanel(eligibleTaskFixture);
  const panel = await findPanel();
  await within(panel).findByText('Bidding');

  act(() => {
    window.dispatchEvent(new CustomEvent(MARKETPLACE_TAB_EVENT, { detail: { tab: 'payments' } }));
  });

  expect(within(panel).getByRole('tab', { name: 'Payments' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('a disabled tab asked for by event stays on the overview', async () => {
  renderPanel(taskFixture);
  const panel = await findPanel();
  await within(panel).findByText('Open');

  act(() => {
    window.dispatchEvent(new CustomEvent(MARKETPLACE_TAB_EVENT, { detail: { tab: 'bids' } }));
  });

  expect(within(panel).getByRole('tab', { name: 'Overview' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('Escape and the close button go back to the plain task', async () => {
  const platform = renderPanel(taskFixture);
  const panel = await findPanel();

  await userEvent.keyboard('{Escape}');
  await userEvent.click(within(panel).getByRole('button', { name: 'Close marketplace' }));

  expect(platform.nav.openTask).toHaveBeenCalledTimes(2);
  expect(platform.nav.openTask).toHaveBeenCalledWith('task-1');
});

test('a provider sees the property details instead: address, size, business, platforms, access', async () => {
  const access = {
    wifi: { network: 'CasaDoMar', password: 'sea-breeze-22' },
    instructions: 'Key box left of the door, code 4411.',
  };
  renderPanel(
    { ...taskFixture, property: { ...taskFixture.property!, access } },
    fakePlatform('cleaner'),
  );

  const panel = await screen.findByRole('region', { name: 'Property Details' });

  const card = await within(panel).findByRole('region', { name: 'Property' });
  expect(within(card).getByText('Ocean View Beach House')).toBeVisible();
  expect(card).toHaveTextContent('12 Rua do Mar, Lisbon, Lisboa');
  expect(card).toHaveTextContent('6 guests · 3 bedrooms · 4 beds · 2 baths · House · Entire home');
  expect(card).toHaveTextContent('Casa do Mar Stays');
  expect(
    within(card).getByRole('link', { name: 'Airbnb listing 53000101 (opens in a new tab)' }),
  ).toBeVisible();
  expect(card).toHaveTextContent('Wi-Fi: CasaDoMar · password sea-breeze-22');
  expect(card).toHaveTextContent('Key box left of the door, code 4411.');
  expect(within(panel).queryByRole('tab')).not.toBeInTheDocument();
});

test('a provider whose task has no property is told so', async () => {
  renderPanel({ ...taskFixture, property: null }, fakePlatform('cleaner'));

  const panel = await screen.findByRole('region', { name: 'Property Details' });
  expect(
    await within(panel).findByText('Listing information is not available for this task.'),
  ).toBeVisible();
});

test('a missing task reads as not found', async () => {
  stubFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: 'Nope' } } }));
  renderSurface(<MarketplacePanel platform={fakePlatform()} />, taskApi);

  expect(await screen.findByRole('alert')).toHaveTextContent('Task not found');
});
