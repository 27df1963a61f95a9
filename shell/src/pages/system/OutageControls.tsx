import { useState, type FormEvent } from 'react';
import { maxLengthOf, raiseOutageSchema, type RaiseOutage } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { queryErrorMessage } from '../page-kit/query-load';
import { useChangeOutageMutation, useOutageQuery } from './system-api';

const NO_CONNECTION = 'No connection to the server';

/** Admins raise the outage banner for every user by hand, and clear it (theirs or the provider's). */
export function OutageControls() {
  const outage = useOutageQuery();
  const [changeOutage] = useChangeOutageMutation();
  const [description, setDescription] = useState('');
  const [statusPageUrl, setStatusPageUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (raised: RaiseOutage | null) => {
    setBusy(true);
    setError(null);
    const answer = await changeOutage(raised);
    setBusy(false);
    if (answer.error) setError(queryErrorMessage(answer.error, NO_CONNECTION));
  };
  const raise = (event: FormEvent) => {
    event.preventDefault();
    void send({
      description,
      ...(statusPageUrl.trim() && { statusPageUrl: statusPageUrl.trim() }),
    });
  };
  const readError = outage.isError ? queryErrorMessage(outage.error) : null;
  const current = outage.data;
  return (
    <section aria-labelledby="outage-title" css={{ marginTop: 24 }}>
      <h2 id="outage-title" css={{ fontSize: 17 }}>
        Outage banner
      </h2>
      {current?.active ? (
        <>
          <p>
            Shown to every user (
            {current.source === 'manual' ? 'raised by hand' : 'from the provider'}
            ): {current.description}
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void send(null)}>
            Clear the outage banner
          </Button>
        </>
      ) : (
        <form onSubmit={raise} css={{ display: 'grid', gap: 8, maxWidth: 480 }}>
          <p css={{ margin: 0 }}>No outage banner is shown.</p>
          <Input
            label="What users should know"
            value={description}
            required
            maxLength={maxLengthOf(raiseOutageSchema.shape.description)}
            onChange={(event) => setDescription(event.target.value)}
          />
          <Input
            label="Provider's status page (optional)"
            type="url"
            maxLength={maxLengthOf(raiseOutageSchema.shape.statusPageUrl)}
            value={statusPageUrl}
            onChange={(event) => setStatusPageUrl(event.target.value)}
          />
          <Button type="submit" disabled={busy || !description.trim()}>
            Raise the outage banner
          </Button>
        </form>
      )}
      {(error ?? readError) && (
        <p role="alert" css={{ color: '#b91c1c' }}>
          {error ?? readError}
        </p>
      )}
    </section>
  );
}
