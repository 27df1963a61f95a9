import { css } from '@emotion/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { errorMessageOf } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';

const page = css({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: 16,
  boxSizing: 'border-box',
  background: '#f1f5f9',
});

const card = css({
  width: '100%',
  maxWidth: 380,
  display: 'grid',
  gap: 16,
  padding: 24,
  boxSizing: 'border-box',
  borderRadius: 12,
  background: '#fff',
  boxShadow: '0 10px 30px rgba(15, 23, 42, 0.08)',
});

/** A signed-out page's one form on a card, named by its heading. */
export function AuthForm({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
}) {
  return (
    <main css={page}>
      <form css={card} onSubmit={onSubmit} noValidate aria-labelledby="auth-title">
        <h1 id="auth-title" css={{ margin: 0, fontSize: 22 }}>
          {title}
        </h1>
        {children}
      </form>
    </main>
  );
}

/** A refusal or failure, said where the form's reader is. */
export const FormError = ({ children }: { children: ReactNode }) => (
  <p role="alert" css={{ margin: 0, color: '#b91c1c' }}>
    {children}
  </p>
);

export const NO_CONNECTION =
  'No connection to the server. Check your internet connection and try again.';

/**
 * A signed-out form's request: busy while it runs, and the server's reason (or the lost
 * connection) when it fails. `refuse` says what the form itself found wrong first.
 */
export function useAuthRequest() {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const post = async (
    path: string,
    body: object,
    failure: string,
    onSuccess: () => void,
    onRefused?: (response: Response) => void,
  ) => {
    setBusy(true);
    setError(null);
    try {
      const response = await apiFetch(path, { method: 'POST', body: JSON.stringify(body) });
      if (response.ok) return onSuccess();
      onRefused?.(response);
      setError(errorMessageOf(await response.json().catch(() => null), failure));
    } catch {
      setError(NO_CONNECTION);
    } finally {
      setBusy(false);
    }
  };
  return { error, busy, refuse: setError, post };
}
