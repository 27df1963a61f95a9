import type { Listing, MarketplaceListItem, PlatformApi, PreviousBid } from '@staydesk/contracts';
import { storyPlatform } from '@staydesk/design-system/stories';
import { myBidsFixture } from './fixtures';

interface ProviderStoryBackend {
  listing?: Listing;
  /** The status the listing answers with: 500 plays its failure. */
  listingStatus?: number;
  previousBids?: PreviousBid[];
  offers?: MarketplaceListItem[];
  /** The status the offers answer with: 500 plays 'Failed to fetch data', 403 a non-provider. */
  offersStatus?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const failure = (status: number) =>
  json(
    {
      error: {
        code: status === 403 ? 'forbidden' : 'internal',
        message:
          status === 403
            ? 'Only service providers of type individual or company use the marketplace'
            : 'The server did not answer in time',
      },
    },
    status,
  );

/** Storybook: global fetch answered as a provider's calls would be, a little slowly. */
export function serveProviderInStory({
  listing,
  listingStatus = 200,
  previousBids = [],
  offers = [],
  offersStatus = 200,
}: ProviderStoryBackend = {}) {
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const { pathname } = new URL(request.url);
    await new Promise((resolve) => setTimeout(resolve, 150));
    switch (pathname) {
      case '/api/listings/full':
        return listingStatus === 200 && listing ? json({ listing }) : failure(listingStatus);
      case '/api/tasks/marketplace/bids/previous':
        return json({ bids: previousBids });
      case '/api/tasks/marketplace/bids/mine':
        return json(offers.length > 0 ? myBidsFixture : { bids: [], total: 0, hasMore: false });
      case '/api/tasks/marketplace':
        return offersStatus === 200
          ? json({ tasks: offers, total: offers.length, completedTasksCount: 12, hasMore: false })
          : failure(offersStatus);
      case '/api/tasks/marketplace/bids':
        return json({ bid: myBidsFixture.bids[0] }, 201);
      case '/api/tasks/marketplace/claim':
        return json({ taskId: 'offer-1', assignmentId: 'assignment-9' }, 201);
      default:
        return failure(404);
    }
  };
}

/** A story's platform signed in as a cleaner, a provider. */
export function providerStoryPlatform(): PlatformApi {
  const platform = storyPlatform();
  return {
    ...platform,
    session: { ...platform.session, currentRole: 'cleaner', roles: [{ role: 'cleaner' }] },
  };
}
