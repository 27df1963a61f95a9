import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../render-with-theme';
import { SignInPage } from './SignInPage';

interface Reply {
  status: number;
  message: string;
  retryAfter?: number;
}

/** The API's answers to sign-in, in turn; every sign-in sent is kept. */
function stubSignIn(replies: Reply[]) {
  const signIns: Request[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.method !== 'POST') return new Response(null, { status: 204 });
    signIns.push(request);
    const { status, message, retryAfter } = replies[signIns.length - 1] ?? replies.at(-1)!;
    return new Response(JSON.stringify({ error: { code: 'unauthorized', message } }), {
      status,
      headers: {
        'content-type': 'application/json',
        ...(retryAfter && { 'retry-after': String(retryAfter) }),
      },
    });
  });
  return signIns;
}

async function signIn(password: string) {
  await userEvent.clear(screen.getByLabelText('Password'));
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  beforeEach(async () => {
    renderWithTheme(<SignInPage />);
    await userEvent.type(screen.getByLabelText('Email'), 'cleaner@demo.test');
  });

  it('says how many tries are left before a pause', async () => {
    stubSignIn([
      { status: 401, message: 'Wrong e-mail or password. 2 tries left before a 30-second pause.' },
    ]);
    await signIn('not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Wrong e-mail or password. 2 tries left before a 30-second pause.',
    );
  });

  it('waits out a pause before it sends another try', async () => {
    const signIns = stubSignIn([
      { status: 429, message: 'Too many sign-in attempts. Try again in 1 second.', retryAfter: 1 },
      { status: 401, message: 'Wrong e-mail or password. Try again in 1 minute.' },
    ]);
    await signIn('not the password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many sign-in attempts. Try again in 1 second.',
    );
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(signIns).toHaveLength(1);

    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'), { timeout: 2_000 });
    await signIn('still not it');
    await waitFor(() => expect(signIns).toHaveLength(2));
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again in 1 minute.');
  });
});
