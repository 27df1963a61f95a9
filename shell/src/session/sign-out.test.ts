import { toast } from '@staydesk/design-system';
import { stubFetch } from '@staydesk/design-system/testing';
import { COMPLETE_KEY, INDEX_KEY } from '../boot/workspace-index';
import { SIGN_OUT_FAILED, signOut } from './sign-out';

jest.mock('@staydesk/design-system', () => ({
  ...jest.requireActual<object>('@staydesk/design-system'),
  toast: { error: jest.fn() },
}));

/** jsdom does not navigate: each page change it refuses is reported as a console error. */
const navigations = () =>
  jest.mocked(console.error).mock.calls.filter(([error]) => String(error).includes('navigation'))
    .length;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(toast.error).mockClear();
  localStorage.setItem(INDEX_KEY, '{"owner":"u:c","items":{}}');
  localStorage.setItem(COMPLETE_KEY, 'u:c');
});
afterEach(() => jest.restoreAllMocks());

describe('signing out', () => {
  it.each([
    ['the session ended', 200],
    ['the session had already ended', 401],
  ])('forgets what the browser kept of the user and leaves when %s', async (_, status) => {
    stubFetch(() => ({ status, body: {} }));
    await signOut();
    expect(localStorage.getItem(INDEX_KEY)).toBeNull();
    expect(localStorage.getItem(COMPLETE_KEY)).toBeNull();
    expect(navigations()).toBe(1);
    expect(toast.error).not.toHaveBeenCalled();
  });

  it.each([
    ['without a network', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['when the server fails', () => Promise.resolve(new Response('{}', { status: 503 }))],
  ])('changes nothing and says so %s: the session is still open', async (_, answer) => {
    globalThis.fetch = jest.fn(answer);
    await signOut();
    expect(toast.error).toHaveBeenCalledWith(SIGN_OUT_FAILED);
    expect(localStorage.getItem(INDEX_KEY)).not.toBeNull();
    expect(localStorage.getItem(COMPLETE_KEY)).toBe('u:c');
    expect(navigations()).toBe(0);
  });
});
