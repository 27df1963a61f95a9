export interface StubReply {
  status?: number;
  body: unknown;
}

/** Replaces global fetch for one test: every request is answered by `reply` as JSON. */
export function stubFetch(reply: (request: Request) => StubReply | Promise<StubReply>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const { status = 200, body } = await reply(new Request(input, init));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  globalThis.fetch = fetchMock;
  return fetchMock;
}

/** A request a test's API received, read once: its body parsed as JSON. */
export interface SentRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  body: unknown;
}

/**
 * `stubFetch` for a test that plays the API: `reply` answers each request as read, and every
 * request is kept, in order, in the list returned.
 */
export function stubApi(
  reply: (request: SentRequest) => StubReply | Promise<StubReply>,
): SentRequest[] {
  const sent: SentRequest[] = [];
  stubFetch(async (request) => {
    const url = new URL(request.url);
    const text = await request.text();
    const entry: SentRequest = {
      method: request.method,
      path: url.pathname,
      search: url.searchParams,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    };
    sent.push(entry);
    return reply(entry);
  });
  return sent;
}
