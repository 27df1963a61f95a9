import { useState, type FormEvent } from 'react';
import { impersonationRequestSchema, maxLengthOf, type CustomerUser } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { queryErrorMessage } from '../page-kit/query-load';
import { useImpersonateMutation } from './admin-api';

interface ImpersonateFormProps {
  user: CustomerUser;
  /** POST auth/impersonation (super users) or admin/impersonation (admins), under /api. */
  endpoint: string;
  onCancel(): void;
}

/** Asks why, then starts impersonating and opens the app as that user. */
export function ImpersonateForm({ user, endpoint, onCancel }: ImpersonateFormProps) {
  const [impersonate] = useImpersonateMutation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const answer = await impersonate({ path: endpoint, request: { userId: user.id, reason } });
    if (!answer.error) {
      // A full load: every remote and cache starts again as the impersonated user.
      window.location.assign('/');
      return;
    }
    setBusy(false);
    setError(queryErrorMessage(answer.error, 'No connection to the server'));
  };
  return (
    <form
      onSubmit={(event) => void submit(event)}
      css={{ display: 'flex', gap: 8, alignItems: 'flex-end', flexWrap: 'wrap', marginTop: 8 }}
    >
      <div css={{ flex: '1 1 220px' }}>
        <Input
          label={`Why do you impersonate ${user.email}?`}
          value={reason}
          required
          minLength={3}
          maxLength={maxLengthOf(impersonationRequestSchema.shape.reason)}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <Button type="submit" size="sm" disabled={busy || reason.trim().length < 3}>
        Start impersonating
      </Button>
      <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
        Cancel
      </Button>
      {error && (
        <p role="alert" css={{ flexBasis: '100%', color: '#b91c1c', margin: 0 }}>
          {error}
        </p>
      )}
    </form>
  );
}
