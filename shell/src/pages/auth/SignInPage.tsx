import { useEffect, useState, type FormEvent } from 'react';
import { maxLengthOf, signInRequestSchema, type SignInRequest } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { forgetKeptForOffline } from '../../session/sign-out';
import { AuthForm, FormError, useAuthRequest } from './AuthForm';

/** Returns the path to go to after signing in: only same-site paths are honoured. */
function nextPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

/**
 * While the server has paused sign-in for this browser (its Retry-After), the button waits too:
 * another try would only be refused, and the message already says how long to wait.
 */
function useSignInPause() {
  // A new object for every pause, so a second pause of the same length restarts the timer.
  const [pause, setPause] = useState<{ seconds: number } | null>(null);
  useEffect(() => {
    if (!pause) return;
    const timer = window.setTimeout(() => setPause(null), pause.seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [pause]);
  const pauseFrom = (response: Response) => {
    const seconds = Number(response.headers.get('retry-after'));
    if (Number.isFinite(seconds) && seconds > 0) setPause({ seconds });
  };
  return { paused: pause !== null, pauseFrom };
}

export function SignInPage() {
  const { error, busy, refuse, post } = useAuthRequest();
  const { paused, pauseFrom } = useSignInPause();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (paused) return;
    const form = new FormData(event.currentTarget);
    const credentials: SignInRequest = {
      email: String(form.get('email') ?? '')
        .trim()
        .toLowerCase(),
      password: String(form.get('password') ?? ''),
    };
    if (!/^[^\s@]+@[^\s@]+$/.test(credentials.email)) return refuse('Enter a valid email address');
    if (!credentials.password) return refuse('Enter your password');
    void post(
      '/api/auth/signin',
      credentials,
      'Sign-in failed, please try again',
      () => void forgetKeptForOffline().then(() => window.location.assign(nextPath())),
      pauseFrom,
    );
  };

  return (
    <AuthForm title="Sign in to Staydesk" onSubmit={submit}>
      <Input label="Email" name="email" type="email" autoComplete="username" required autoFocus />
      <Input
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={maxLengthOf(signInRequestSchema.shape.password)}
        required
      />
      {error && <FormError>{error}</FormError>}
      <Button
        type="submit"
        loading={busy}
        aria-disabled={paused || busy || undefined}
        css={paused && { opacity: 0.5, cursor: 'not-allowed' }}
      >
        Sign in
      </Button>
    </AuthForm>
  );
}
