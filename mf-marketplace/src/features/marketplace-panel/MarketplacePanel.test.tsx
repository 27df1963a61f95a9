import type { Task } from '@staydesk/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlatform, renderSurface, stubFetch } from '@staydesk/design-system/testing';
import { taskApi } from './api';
import {
  assignedTaskFixture,
  eligibleTaskFixture,
  sampleBid,
  sampleInvoice,
  taskFixture,
} from './fixtures';
import { sampleListing } from '../property-details/fixtures';
import { failure, servePanelApi } from './panel-testing';
import { MarketplacePanel } from './MarketplacePanel';
import { MARKETPLACE_TAB_EVENT } from './useMarketplaceTabEvent';

beforeEach(() => window.history.replaceState(null, '', '/?task=task-1&marketplace=true'));

function renderPanel(task: Task, platform = fakePlatform()) {
  servePanelApi(() => task);
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

test('Enable Marketplace offers the task with the defaults, then the tabs open', async () => {
  let task: Task = taskFixture;
  const { changes } = servePanelApi(() => task);
  const platform = fakePlatform('owner');
  renderSurface(<MarketplacePanel platform={platform} />, taskApi);
  const panel = await findPanel();
  const before = Date.now();

  task = eligibleTaskFixture;
  await userEvent.click(await within(panel).findByRole('button', { name: 'Enable Marketplace' }));

  const [sent] = changes();
  expect(sent).toMatchObject({
    method: 'POST',
    path: '/api/tasks/marketplace',
    body: { action: 'make_eligible', maxBidPrice: 500, requiredSkills: ['cleaning'] },
  });
  expect(sent?.search.get('taskId')).toBe('task-1');
  const { visibleFrom, expiresAt } = sent?.body as { visibleFrom: string; expiresAt: string };
  expect(Date.parse(visibleFrom)).toBeGreaterThanOrEqual(before);
  expect(Date.parse(expiresAt) - Date.parse(visibleFrom)).toBe(2 * 24 * 3_600_000);
  expect(await within(panel).findByRole('tab', { name: /^Bids/ })).toBeEnabled();
  expect(platform.toast).toHaveBeenCalledWith('Marketplace enabled', 'success', 3_000);
});

test('a refused enable shows in the panel, not only in the log', async () => {
  servePanelApi(
    () => taskFixture,
    (request) =>
      request.method === 'POST' ? failure(403, 'Only managers can do that') : undefined,
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderSurface(<MarketplacePanel platform={fakePlatform('owner')} />, taskApi);
  const panel = await findPanel();

  await userEvent.click(await within(panel).findByRole('button', { name: 'Enable Marketplace' }));

  expect(await within(panel).findByRole('alert')).toHaveTextContent(
    'Failed to make task marketplace eligible: Only managers can do that',
  );
});

test('a viewer who may not edit the structure sees the prompt without the button', async () => {
  renderPanel(taskFixture, fakePlatform('accountant'));
  const panel = await findPanel();

  expect(await within(panel).findByText('Enable marketplace to receive bids')).toBeVisible();
  expect(within(panel).queryByRole('button', { name: 'Enable Marketplace' })).toBeNull();
});

test('an accepted bid shows its provider pending confirmation, the tiles and the bid range', async () => {
  renderPanel({
    ...assignedTaskFixture,
    bids: [...assignedTaskFixture.bids, sampleBid({ id: 'b', amount: 150, status: 'declined' })],
  });
  const panel = await findPanel();

  const card = await within(panel).findByRole('region', { name: 'Assigned provider' });
  expect(card).toHaveTextContent('Assigned (Pending Confirmation)');
  expect(card).toHaveTextContent('Maria Santos');
  expect(card).toHaveTextContent('Accepted bid: $110.00');
  expect(within(panel).getByText('Maximum bid').nextSibling).toHaveTextContent('$500.00');
  expect(within(panel).getByText('Bid range').nextSibling).toHaveTextContent('$110.00 – $110.00');
});

test('once the provider confirms the card reads Assigned', async () => {
  const [assignment] = assignedTaskFixture.assignments;
  renderPanel({ ...assignedTaskFixture, assignments: [{ ...assignment!, status: 'accepted' }] });
  const card = await screen.findByRole('region', { name: 'Assigned provider' });

  expect(within(card).getByRole('heading')).toHaveTextContent(/^Assigned$/);
});

test('a completed task shows its invoice, opened in a new tab', async () => {
  renderPanel({
    ...assignedTaskFixture,
    status: 'completed',
    invoice: sampleInvoice(),
  });
  const card = await screen.findByRole('region', { name: 'Invoice' });

  expect(card).toHaveTextContent('Invoice TASK-007 Paid');
  expect(card).toHaveTextContent('Total $121.00');
  const link = within(card).getByRole('link', { name: 'View invoice (opens in a new tab)' });
  expect(link).toHaveAttribute('href', '/invoices/inv-7');
  expect(link).toHaveAttribute('target', '_blank');
  expect(screen.queryByRole('region', { name: 'Assigned provider' })).toBeNull();
});

test('each tab loads when opened', async () => {
  renderPanel(eligibleTaskFixture);
  const panel = await findPanel();

  await userEvent.click(await within(panel).findByRole('tab', { name: /^Bids/ }));
  expect(await within(panel).findByRole('list', { name: 'Bids' })).toBeVisible();
  await userEvent.click(within(panel).getByRole('tab', { name: 'Providers' }));
  expect(await within(panel).findByText('No Providers Found')).toBeVisible();
  await userEvent.click(within(panel).getByRole('tab', { name: 'Payments' }));
  expect(await within(panel).findByRole('region', { name: 'Payment history' })).toBeVisible();
  await userEvent.click(within(panel).getByRole('tab', { name: 'Escalations' }));
  expect(await within(panel).findByRole('form', { name: 'Escalation rules' })).toBeVisible();
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

test('a provider sees the property details instead, with the listing and how to get in', async () => {
  const access = {
    wifi: { network: 'CasaDoMar', password: 'sea-breeze-22' },
    instructions: 'Key box left of the door, code 4411.',
  };
  servePanelApi(
    () => ({ ...taskFixture, property: { ...taskFixture.property!, access } }),
    (request) =>
      request.path === '/api/listings/full' ? { body: { listing: sampleListing() } } : undefined,
  );
  renderSurface(<MarketplacePanel platform={fakePlatform('cleaner')} />, taskApi);

  const panel = await screen.findByRole('region', { name: 'Property Details' });

  expect(await within(panel).findByRole('region', { name: 'Overview' })).toBeVisible();
  expect(within(panel).getByRole('region', { name: 'Address' })).toHaveTextContent('12 Rua do Mar');
  const howToGetIn = within(panel).getByRole('region', { name: 'Access instructions' });
  expect(howToGetIn).toHaveTextContent('sea-breeze-22');
  expect(await within(howToGetIn).findByText('Key box left of the door, code 4411.')).toBeVisible();
  expect(within(panel).queryByRole('tab')).not.toBeInTheDocument();
});

test('a provider whose task has no listing is told so', async () => {
  renderPanel(
    {
      ...taskFixture,
      listing: null,
      property: null,
      metadata: { ...taskFixture.metadata, listingId: null },
    },
    fakePlatform('cleaner'),
  );

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

test("a bid placed in another browser reaches the open panel through the task's live event", async () => {
  let task: Task = { ...eligibleTaskFixture, bids: [] };
  servePanelApi(() => task);
  const platform = fakePlatform();
  renderSurface(<MarketplacePanel platform={platform} />, taskApi);
  const panel = await findPanel();
  await userEvent.click(await within(panel).findByRole('tab', { name: /^Bids/ }));
  expect(await within(panel).findByText('No Bids Yet')).toBeVisible();

  task = eligibleTaskFixture;
  act(() => platform.emit('tasks', { taskId: 'task-1' }));

  expect(await within(panel).findByRole('list', { name: 'Bids' })).toBeVisible();
  expect(within(panel).getByRole('tab', { name: /^Bids/ })).toHaveTextContent('2');
});
