import {
  MARKETPLACE_TOAST_MS,
  type MarketplaceListItem,
  type Role,
  type MarketplaceListResponse,
} from '@staydesk/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  type StubReply,
} from '@staydesk/design-system/testing';
import { taskApi } from '../marketplace-panel/api';
import { BID_TEXTS } from '../place-bid/bid-subject';
import { PAGE_TEXTS } from './ListStates';
import { MarketplacePage } from './MarketplacePage';
import { myBidsFixture, sampleOffer } from './fixtures';

interface Backend {
  offers?: (url: URL) => StubReply;
  claim?: StubReply;
}

function renderPage(backend: Backend = {}, role: Role = 'cleaner') {
  const offerQueries: URLSearchParams[] = [];
  stubFetch((request) => {
    const url = new URL(request.url);
    if (url.pathname === '/api/tasks/marketplace') {
      offerQueries.push(url.searchParams);
      return backend.offers?.(url) ?? { body: page([sampleOffer()]) };
    }
    if (url.pathname === '/api/tasks/marketplace/claim') {
      return backend.claim ?? { status: 201, body: { taskId: 'offer-1', assignmentId: 'a-1' } };
    }
    if (url.pathname === '/api/tasks/marketplace/bids/mine') return { body: myBidsFixture };
    return { body: {} };
  });
  const platform = fakePlatform(role);
  renderSurface(<MarketplacePage platform={platform} />, taskApi);
  return { platform, offerQueries };
}

const page = (
  tasks: MarketplaceListItem[],
  more: Partial<MarketplaceListResponse> = {},
): MarketplaceListResponse => ({
  tasks,
  total: tasks.length,
  completedTasksCount: 7,
  hasMore: false,
  ...more,
});

const offers = () => screen.findByRole('list', { name: 'Offered tasks' });

test('lists the offered tasks with what a provider needs to decide', async () => {
  renderPage();
  const card = within(await offers()).getByRole('article', { name: 'Deep clean after long stay' });

  expect(card).toHaveTextContent('Harbor View Loft · Porto');
  expect(card).toHaveTextContent('Up to €150.00 · about 180 min · 3.2 km away · 2 bids');
  expect(screen.getByText(/1 task on offer · you have completed 7/)).toBeVisible();
});

test('sends the filters as the query, and a change goes back to the first page', async () => {
  const { offerQueries } = renderPage({
    offers: (url) => ({
      body: page([sampleOffer({ id: `offer-${url.searchParams.get('offset')}` })], {
        total: 45,
        hasMore: url.searchParams.get('offset') !== '40',
      }),
    }),
  });
  await offers();
  expect(offerQueries.at(-1)?.toString()).toBe('limit=20&offset=0');

  await userEvent.click(screen.getByRole('button', { name: 'Next' }));
  await waitFor(() => expect(offerQueries.at(-1)?.get('offset')).toBe('20'));
  expect(await screen.findByText('Page 2 of 3')).toBeVisible();

  await userEvent.selectOptions(screen.getByLabelText('Category'), 'deep_cleaning');
  await userEvent.selectOptions(screen.getByLabelText('Distance'), '10');
  await userEvent.selectOptions(screen.getByLabelText('Listing'), 'listing-7');
  await userEvent.type(screen.getByLabelText('Due from'), '2026-11-23');
  await userEvent.type(screen.getByLabelText('Due to'), '2026-11-30');

  await waitFor(() =>
    expect(Object.fromEntries(offerQueries.at(-1) ?? [])).toEqual({
      limit: '20',
      offset: '0',
      category: 'deep_cleaning',
      maxDistanceKm: '10',
      listingId: 'listing-7',
      dueFrom: '2026-11-23',
      dueTo: '2026-11-30',
    }),
  );
});

test("claims a task: 'Task claimed successfully' for 3 s", async () => {
  const { platform } = renderPage({ offers: () => ({ body: page([sampleOffer()]) }) });
  await userEvent.click(within(await offers()).getByRole('button', { name: 'Claim' }));

  await waitFor(() =>
    expect(platform.toast).toHaveBeenCalledWith(
      BID_TEXTS.claimed,
      'success',
      MARKETPLACE_TOAST_MS.success,
    ),
  );
});

test("the provider who lost the claim race sees 'Failed to claim task' for 6 s, and the offers are read again", async () => {
  const { platform, offerQueries } = renderPage({
    claim: {
      status: 409,
      body: { error: { code: 'conflict', message: 'Another provider claimed this task first' } },
    },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await userEvent.click(within(await offers()).getByRole('button', { name: 'Claim' }));

  await waitFor(() =>
    expect(platform.toast).toHaveBeenCalledWith(
      BID_TEXTS.claimFailed,
      'error',
      MARKETPLACE_TOAST_MS.error,
    ),
  );
  await waitFor(() => expect(offerQueries).toHaveLength(2));
});

test("opens the Place Bid dialog for an offer; one with the provider's pending bid cannot be bid on again", async () => {
  renderPage({
    offers: () => ({
      body: page([
        sampleOffer(),
        sampleOffer({ id: 'offer-2', title: 'Fix the boiler', my_pending_bid: true }),
      ]),
    }),
  });
  const list = await offers();
  const pending = within(list).getByRole('article', { name: 'Fix the boiler' });
  expect(within(pending).getByRole('button', { name: 'Place Bid' })).toBeDisabled();
  expect(pending).toHaveTextContent('Your bid is pending');

  const offer = within(list).getByRole('article', { name: 'Deep clean after long stay' });
  await userEvent.click(within(offer).getByRole('button', { name: 'Place Bid' }));

  const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
  expect(dialog).toHaveTextContent('Location: Harbor View Loft, Porto');
  expect(within(dialog).getByLabelText('Bid amount (€)')).toBeVisible();
});

test('my bids show their status', async () => {
  renderPage();
  await userEvent.click(screen.getByRole('tab', { name: 'My bids' }));

  const bids = await screen.findByRole('list', { name: 'My bids' });
  expect(
    within(bids).getByRole('article', { name: 'Bid on Deep clean after long stay' }),
  ).toHaveTextContent('Pending€95.00 · 150 min · Harbor View Loft');
  expect(within(bids).getByRole('article', { name: 'Bid on Window cleaning' })).toHaveTextContent(
    'Accepted',
  );
});

test("a list failure says 'Failed to fetch data' and can be tried again; then the empty state", async () => {
  let fail = true;
  renderPage({
    offers: () =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'Down' } } }
        : { body: page([]) },
  });

  expect(await screen.findByText(PAGE_TEXTS.fetchFailed)).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

  expect(await screen.findByText(PAGE_TEXTS.noOffers)).toBeVisible();
});

test('a user who is not a provider of type individual or company is told so', async () => {
  renderPage({
    offers: () => ({
      status: 403,
      body: {
        error: { code: 'forbidden', message: 'Only service providers can use the marketplace' },
      },
    }),
  });

  expect(await screen.findByText(PAGE_TEXTS.notProvider)).toBeVisible();
  expect(screen.getByText('Only service providers can use the marketplace')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Try Again' })).not.toBeInTheDocument();
});

test('a role that is not a provider is told so, and the listing is not asked for', async () => {
  const { offerQueries } = renderPage({}, 'owner');

  expect(await screen.findByText(PAGE_TEXTS.notProvider)).toBeVisible();
  expect(offerQueries).toHaveLength(0);
});

test("a task's live event reads the offers again", async () => {
  const { platform, offerQueries } = renderPage();
  await offers();

  act(() => platform.emit('tasks', { taskId: 'offer-1' }));

  await waitFor(() => expect(offerQueries).toHaveLength(2));
});
