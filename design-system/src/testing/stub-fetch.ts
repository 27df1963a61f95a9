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
