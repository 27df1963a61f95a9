import { useState, type FormEvent } from 'react';
import { maxLengthOf, raiseOutageSchema, type Outage, type PlatformApi } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { useApiJson } from '../admin/use-api-json';
import { errorMessageOf } from '../page-kit/use-json';

/** Admins raise the outage banner for every user by hand, and clear it (theirs or the provider's). */
export function OutageControls({ platform }: { platform: PlatformApi }) {
  const outage = useApiJson<Outage>(platform, '/api/system/outage');
  const [description, setDescription] = useState('');
  const [statusPageUrl, setStatusPageUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (init: RequestInit) => {
    setBusy(true);
    setError(null);
    const response = await platform.apiFetch('/api/system/outage', init).catch(() => null);
    setBusy(false);
    if (response?.ok) outage.replace((await response.json()) as Outage);
    else setError(response ? await errorMessageOf(response) : 'No connection to the server');
  };
  const raise = (event: FormEvent) => {
    event.preventDefault();
    void send({
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        description,
        ...(statusPageUrl.trim() && { statusPageUrl: statusPageUrl.trim() }),
      }),
    });
  };
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
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void send({ method: 'DELETE' })}
          >
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
      {(error ?? outage.error) && (
        <p role="alert" css={{ color: '#b91c1c' }}>
          {error ?? outage.error}
        </p>
      )}
    </section>
  );
}
