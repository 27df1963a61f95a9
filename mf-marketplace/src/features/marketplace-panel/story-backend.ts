import type { ProviderCard } from '@staydesk/contracts';

interface StoryBackend {
  providers?: ProviderCard[];
  /** The status the provider list answers with: 500 plays its failure. */
  providersStatus?: number;
  /** Whether a payment provider is configured; null plays a failure to tell. */
  paymentsConfigured?: boolean | null;
  /** The status every change answers with: 409 plays a refusal. */
  changeStatus?: number;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const refusal = (status: number) =>
  json({ error: { code: 'conflict', message: 'The task changed meanwhile; reload it' } }, status);

/** Storybook: global fetch answered as the panel's calls would be, a little slowly. */
export function serveMarketplaceInStory({
  providers = [],
  providersStatus = 200,
  paymentsConfigured = true,
  changeStatus = 200,
}: StoryBackend = {}) {
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (url.pathname === '/api/tasks/marketplace/providers') {
      return providersStatus === 200 ? json({ providers }) : refusal(providersStatus);
    }
    if (url.pathname === '/api/payments/provider') {
      return paymentsConfigured === null
        ? refusal(503)
        : json({
            configured: paymentsConfigured,
            provider: paymentsConfigured ? 'built-in' : null,
          });
    }
    if (request.method !== 'GET') return changeStatus === 200 ? json({}) : refusal(changeStatus);
    return refusal(404);
  };
}
