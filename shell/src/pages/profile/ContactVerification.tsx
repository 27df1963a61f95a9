import { useState, type FormEvent } from 'react';
import {
  emailAddressSchema,
  maxLengthOf,
  VERIFICATION_CODE_LENGTH,
  type Profile,
  type VerificationChannel,
} from '@staydesk/contracts';
import { Badge, Button, Input } from '@staydesk/design-system';
import type { ProfileApi, ProfileResult } from './profile-api';

const TEXT = {
  email: { title: 'Email', field: 'Email address', type: 'email', placeholder: 'you@example.com' },
  phone: { title: 'Phone', field: 'Phone number', type: 'tel', placeholder: '+14155550123' },
} as const;

export interface ContactVerificationProps {
  channel: VerificationChannel;
  profile: Profile;
  api: ProfileApi;
  onVerified(profile: Profile): void;
}

/** One contact detail: change it, have a code sent to it, enter the code to verify it. */
export function ContactVerification({
  channel,
  profile,
  api,
  onVerified,
}: ContactVerificationProps) {
  const text = TEXT[channel];
  const current = channel === 'email' ? profile.email : (profile.phone ?? '');
  const verified = channel === 'email' ? profile.emailVerified : profile.phoneVerified;
  const [target, setTarget] = useState(current);
  const [sentTo, setSentTo] = useState(
    profile.pendingVerifications.find((pending) => pending.channel === channel)?.target ?? null,
  );
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (call: () => Promise<ProfileResult>, then: (profile: Profile) => void) => {
    setBusy(true);
    setError(null);
    const result = await call();
    setBusy(false);
    if ('error' in result) setError(result.error);
    else then(result.profile);
  };
  const sendCode = (event: FormEvent) => {
    event.preventDefault();
    void run(
      () => api.sendCode(channel, target),
      () => {
        setSentTo(target.trim());
        setCode('');
      },
    );
  };
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(() => api.confirmCode(channel, code), onVerified);
  };

  const headingId = `${channel}-heading`;
  return (
    <section aria-labelledby={headingId} css={{ display: 'grid', gap: 12 }}>
      <h2 id={headingId} css={{ fontSize: 18, margin: 0, display: 'flex', gap: 8 }}>
        {text.title}
        <Badge tone={verified ? 'success' : 'warning'}>
          {verified ? 'Verified' : 'Not verified'}
        </Badge>
      </h2>
      <form
        onSubmit={sendCode}
        css={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}
      >
        <Input
          label={text.field}
          type={text.type}
          placeholder={text.placeholder}
          maxLength={channel === 'email' ? maxLengthOf(emailAddressSchema) : undefined}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          required
        />
        <Button type="submit" variant="secondary" loading={busy && !sentTo}>
          {sentTo ? 'Send a new code' : 'Send code'}
        </Button>
      </form>
      {sentTo && (
        <form
          onSubmit={confirm}
          css={{ display: 'flex', gap: 8, alignItems: 'end', flexWrap: 'wrap' }}
        >
          <Input
            label="Verification code"
            hint={`We sent a 6-digit code to ${sentTo}.`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={VERIFICATION_CODE_LENGTH}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            required
          />
          <Button type="submit" loading={busy}>
            Verify
          </Button>
        </form>
      )}
      <p role="alert" css={{ color: '#b91c1c', margin: 0, minHeight: error ? undefined : 0 }}>
        {error}
      </p>
    </section>
  );
}
