import type { FormEvent } from 'react';
import type { SignInRequest } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { AuthForm, FormError, useAuthRequest } from './AuthForm';

/** Returns the path to go to after signing in: only same-site paths are honoured. */
function nextPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const { error, busy, refuse, post } = useAuthRequest();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials: SignInRequest = {
      email: String(form.get('email') ?? '')
        .trim()
        .toLowerCase(),
      password: String(form.get('password') ?? ''),
    };
    if (!/^[^\s@]+@[^\s@]+$/.test(credentials.email)) return refuse('Enter a valid email address');
    if (!credentials.password) return refuse('Enter your password');
    void post('/api/auth/signin', credentials, 'Sign-in failed, please try again', () =>
      window.location.assign(nextPath()),
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
        required
      />
      {error && <FormError>{error}</FormError>}
      <Button type="submit" loading={busy}>
        Sign in
      </Button>
    </AuthForm>
  );
}
