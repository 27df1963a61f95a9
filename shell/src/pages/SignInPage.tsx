import { useState, type FormEvent } from 'react';
import { css } from '@emotion/react';
import { errorMessageOf, type SignInRequest } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { apiFetch } from '@staydesk/design-system/platform';

const page = css({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  background: '#f1f5f9',
});

const card = css({
  width: '100%',
  maxWidth: 380,
  display: 'grid',
  gap: 16,
  padding: 24,
  borderRadius: 12,
  background: '#fff',
  boxShadow: '0 10px 30px rgba(15, 23, 42, 0.08)',
});

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
      setError('No connection to the server. Check your internet connection and try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <main css={page}>
      <form css={card} onSubmit={submit} noValidate aria-labelledby="sign-in-title">
        <h1 id="sign-in-title" css={{ margin: 0, fontSize: 22 }}>
          Sign in to Staydesk
        </h1>
        <Input label="Email" name="email" type="email" autoComplete="username" required autoFocus />
        <Input
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
        />
        {error && (
          <p role="alert" css={{ margin: 0, color: '#b91c1c' }}>
            {error}
          </p>
        )}
        <Button type="submit" loading={busy}>
          Sign in
        </Button>
      </form>
    </main>
  );
}
