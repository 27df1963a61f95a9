import { useState, type FormEvent } from 'react';
import {
  overrideUrlRefusal,
  REMOTE_NAMES,
  REMOTE_OVERRIDE_MESSAGES,
  type RemoteName,
  type RemoteOverrideSettings,
} from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { Select } from '@staydesk/design-system/overlays';
import { readRemoteOverrides, writeRemoteOverrides } from '../../federation/remote-overrides';

const REMOTE_OPTIONS = REMOTE_NAMES.map((name) => ({ value: name, label: name }));

/** The badge and the remotes read the overrides as the page loads: a change needs a reload. */
const reload = () => window.location.reload();

/**
 * Lets an admin load one remote from another build (a team's local one, a preview) in this
 * browser only, from the origins the deployment allows; everyone else keeps the registry's.
 */
export default function RemoteOverrides({ settings }: { settings: RemoteOverrideSettings }) {
  const { userId, allowedOrigins } = settings;
  const [overrides, setOverrides] = useState(() => readRemoteOverrides(userId));
  const [remote, setRemote] = useState('');
  const [manifestUrl, setManifestUrl] = useState('');
  const [remoteError, setRemoteError] = useState<string | null>(null);
  const [urlError, setUrlError] = useState<string | null>(null);
  const save = (next: typeof overrides) => {
    writeRemoteOverrides(userId, next);
    setOverrides(next);
    reload();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = REMOTE_NAMES.find((name) => name === remote);
    const refusal = overrideUrlRefusal(manifestUrl, allowedOrigins);
    setRemoteError(chosen ? null : REMOTE_OVERRIDE_MESSAGES.chooseRemote);
    setUrlError(refusal);
    if (chosen && !refusal) save({ ...overrides, [chosen]: manifestUrl.trim() });
  };
  const remove = (name: RemoteName) => {
    const next = { ...overrides };
    delete next[name];
    save(next);
  };
  const kept = REMOTE_NAMES.filter((name) => overrides[name]);
  return (
    <section aria-labelledby="remote-overrides-title" css={{ marginTop: 24 }}>
      <h2 id="remote-overrides-title" css={{ fontSize: 17 }}>
        Remote overrides
      </h2>
      <p css={{ marginTop: 0 }}>
        Load one remote from another build in this browser only, such as a team&apos;s local build.
        Everyone else keeps the active version.
      </p>
      {allowedOrigins.length === 0 ? (
        <p>{REMOTE_OVERRIDE_MESSAGES.noneAllowed}.</p>
      ) : (
        <>
          <p css={{ fontSize: 14, color: '#475569', overflowWrap: 'anywhere' }}>
            Allowed origins: {allowedOrigins.join(', ')}
          </p>
          {kept.length > 0 && (
            <ul aria-label="Overrides in this browser" css={{ paddingLeft: 0, listStyle: 'none' }}>
              {kept.map((name) => (
                <li
                  key={name}
                  css={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
                >
                  <span css={{ overflowWrap: 'anywhere' }}>
                    {name}: {overrides[name]}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Remove the override of ${name}`}
                    onClick={() => remove(name)}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <form onSubmit={submit} noValidate css={{ display: 'grid', gap: 8, maxWidth: 480 }}>
            <Select
              label="Remote"
              placeholder="Choose a remote"
              options={REMOTE_OPTIONS}
              value={remote}
              onValueChange={(value) => {
                setRemote(value);
                setRemoteError(null);
              }}
            />
            {remoteError && (
              <p role="alert" css={{ margin: 0, color: '#b91c1c', fontSize: 14 }}>
                {remoteError}
              </p>
            )}
            <Input
              label="Manifest URL"
              type="url"
              inputMode="url"
              placeholder="http://localhost:3003/mf-manifest.json"
              value={manifestUrl}
              error={urlError ?? undefined}
              onChange={(event) => {
                setManifestUrl(event.target.value);
                setUrlError(null);
              }}
            />
            <Button type="submit">Override and reload</Button>
          </form>
        </>
      )}
    </section>
  );
}
