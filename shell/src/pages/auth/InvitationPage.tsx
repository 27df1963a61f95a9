import { useEffect, useState, type FormEvent } from 'react';
import {
  INVITATION_MESSAGES,
  invitationAcceptSchema,
  maxLengthOf,
  newAccountRefusal,
  PASSWORD_MIN_LENGTH,
  roleLabel,
  SIGN_IN_PATH,
  type InvitationAccept,
  type InvitationPreview,
} from '@staydesk/contracts';
import { Button, Input, Skeleton } from '@staydesk/design-system';
import { apiFetch } from '@staydesk/design-system/platform';
import { forgetSignedOutUser } from '../../session/sign-out';
import { AuthForm, FormError, NO_CONNECTION, useAuthRequest } from './AuthForm';

const PASSWORD_MAX_LENGTH = maxLengthOf(invitationAcceptSchema.shape.password);

type Load =
  | { state: 'loading' }
  | { state: 'invalid'; message: string }
  | { state: 'ready'; invitation: InvitationPreview };

const tokenOfPage = () => new URLSearchParams(window.location.search).get('token') ?? '';

function useInvitation(token: string): Load {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  useEffect(() => {
    if (!token) return setLoad({ state: 'invalid', message: INVITATION_MESSAGES.invalid });
    apiFetch(`/api/auth/invitations/${encodeURIComponent(token)}`).then(
      async (response) =>
        setLoad(
          response.ok
            ? { state: 'ready', invitation: (await response.json()) as InvitationPreview }
            : { state: 'invalid', message: INVITATION_MESSAGES.invalid },
        ),
      () => setLoad({ state: 'invalid', message: NO_CONNECTION }),
    );
  }, [token]);
  return load;
}

/**
 * Where an invitation e-mail's link lands: a new person names themselves and sets a password,
 * someone with an account enters its password; either way they join the team signed in.
 */
export function InvitationPage() {
  const token = tokenOfPage();
  const load = useInvitation(token);
  const { error, busy, refuse, post } = useAuthRequest();

  if (load.state === 'loading') {
    return (
      <AuthForm title="Join your team on Staydesk">
        <div aria-busy="true" aria-label="Loading the invitation">
          <Skeleton height={80} />
        </div>
      </AuthForm>
    );
  }
  if (load.state === 'invalid') {
    return (
      <AuthForm title="Join your team on Staydesk">
        <FormError>{load.message}</FormError>
        <a href={SIGN_IN_PATH}>Go to sign in</a>
      </AuthForm>
    );
  }
  const { invitation } = load;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const accept: InvitationAccept = {
      password: String(form.get('password') ?? ''),
      ...(!invitation.hasAccount && { name: String(form.get('name') ?? '').trim() }),
    };
    const refusal = invitation.hasAccount
      ? accept.password
        ? null
        : 'Enter your password'
      : newAccountRefusal(accept);
    if (refusal) return refuse(refusal);
    void post(
      `/api/auth/invitations/${encodeURIComponent(token)}`,
      accept,
      'Could not join the team',
      () => {
        // Whatever this browser kept belongs to the session that just ended.
        void forgetSignedOutUser().then(() => window.location.assign('/'));
      },
    );
  };

  return (
    <AuthForm title={`Join ${invitation.customerName} on Staydesk`} onSubmit={submit}>
      <p css={{ margin: 0, color: '#334155' }}>
        {invitation.invitedBy} invited <strong>{invitation.email}</strong> as{' '}
        {invitation.roles.map(roleLabel).join(', ')}.
      </p>
      {invitation.hasAccount ? (
        <>
          <p css={{ margin: 0, color: '#475569' }}>
            This address already has a Staydesk account: enter its password to join.
          </p>
          <Input
            label="Password"
            name="password"
            type="password"
            autoComplete="current-password"
            maxLength={PASSWORD_MAX_LENGTH}
            required
            autoFocus
          />
        </>
      ) : (
        <>
          <Input
            label="Your name"
            name="name"
            autoComplete="name"
            maxLength={maxLengthOf(invitationAcceptSchema.shape.name)}
            required
            autoFocus
          />
          <Input
            label="Choose a password"
            name="password"
            type="password"
            autoComplete="new-password"
            maxLength={PASSWORD_MAX_LENGTH}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
            required
          />
        </>
      )}
      {error && <FormError>{error}</FormError>}
      <Button type="submit" loading={busy}>
        Join the team
      </Button>
    </AuthForm>
  );
}
