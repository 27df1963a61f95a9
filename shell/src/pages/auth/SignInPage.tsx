import { useState, type FormEvent } from 'react';
import { errorMessageOf, type SignInRequest } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { apiFetch } from '@staydesk/design-system/platform';
import { AuthForm, FormError, NO_CONNECTION } from './AuthForm';

/** Returns the path to go to after signing in: only same-site paths are honoured. */
function nextPath(): string {
  const next = new URLSearchParams(window.location.search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/';
}

export function SignInPage() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const credentials: SignInRequest = {
      email: String(form.get('email') ?? '')
        .trim()
        .toLowerCase(),
      password: String(form.get('password') ?? ''),
    };
    if (!/^[^\s@]+@[^\s@]+$/.test(credentials.email))
      return setError('Enter a valid email address');
    if (!credentials.password) return setError('Enter your password');
    setBusy(true);
    setError(null);
    try {
      const response = await apiFetch('/api/auth/signin', {
        method: 'POST',
        body: JSON.stringify(credentials),
      });
      if (response.ok) return window.location.assign(nextPath());
      setError(
        errorMessageOf(await response.json().catch(() => null), 'Sign-in failed, please try again'),
      );
    } catch {
      setError(NO_CONNECTION);
    } finally {
      setBusy(false);
    }
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
