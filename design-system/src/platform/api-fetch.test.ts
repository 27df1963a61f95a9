import { CSRF_COOKIE, CSRF_HEADER } from '@staydesk/contracts';
import { apiFetch } from './api-fetch';

const ok = () => new Response('{}', { status: 200 });

afterEach(() => {
  document.cookie = `${CSRF_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe('apiFetch', () => {
  it('echoes the CSRF cookie on mutating requests only', async () => {
    document.cookie = `${CSRF_COOKIE}=token-123`;
    const fetchMock = jest.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => ok());
    globalThis.fetch = fetchMock;
    await apiFetch('/api/commands', { method: 'POST', body: '{}' });
    await apiFetch('/api/tasks');
    const [post, get] = fetchMock.mock.calls.map(
      ([, init]) => new Headers((init as RequestInit).headers),
    );
    expect(post?.get(CSRF_HEADER)).toBe('token-123');
    expect(post?.get('content-type')).toBe('application/json');
    expect(get?.get(CSRF_HEADER)).toBeNull();
  });

  it('asks the API for a token first when the page has none yet', async () => {
    const fetchMock = jest.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
      if (String(input) === '/api/auth/csrf') document.cookie = `${CSRF_COOKIE}=fresh`;
      return ok();
    });
    globalThis.fetch = fetchMock;
    await apiFetch('/api/auth/signin', { method: 'POST', body: '{}' });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toEqual([
      '/api/auth/csrf',
      '/api/auth/signin',
    ]);
    expect(
      new Headers((fetchMock.mock.calls[1]?.[1] as RequestInit).headers).get(CSRF_HEADER),
    ).toBe('fresh');
  });
});
