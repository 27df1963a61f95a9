import { useState, type FormEvent } from 'react';
import { maxLengthOf, profileUpdateSchema, type Profile } from '@staydesk/contracts';
import { Button, EmptyState, Input, Skeleton } from '@staydesk/design-system';
import { announceSessionChange } from '../../session/session-client';
import { withPageStore } from '../page-kit/page-store';
import type { ShellPageProps } from '../shell-page-props';
import { ContactVerification } from './ContactVerification';
import { profileErrorMessage, useGetProfileQuery, useProfileApi } from './profile-api';
import { ProfilePicture } from './ProfilePicture';

/**
 * /settings/profile: picture, name, e-mail and phone, the contact details verified by one-time
 * codes.
 */
function ProfilePage({ platform }: ShellPageProps) {
  const api = useProfileApi();
  // Each change writes the profile it answers into the read's cache.
  const read = useGetProfileQuery();
  const profile = read.data ?? null;
  const loadError = read.isError ? profileErrorMessage(read.error) : null;
  const [typedName, setName] = useState<string | null>(null);
  const name = typedName ?? profile?.name ?? '';

  const rename = (event: FormEvent) => {
    event.preventDefault();
    void api.rename(name).then((result) => {
      if ('error' in result) return platform.toast(result.error, 'error');
      changed(result.profile, 'Your name is saved');
    });
  };
  /** The header and the banners read the session: it loads again, here and in other tabs. */
  const changed = (_next: Profile, message: string) => {
    platform.toast(message, 'success');
    announceSessionChange();
  };
  const verified = () => announceSessionChange();

  return (
    <section
      css={{ padding: 16, maxWidth: 640, display: 'grid', gap: 24 }}
      aria-labelledby="profile-title"
    >
      <h1 id="profile-title" css={{ fontSize: 24, margin: 0 }}>
        Profile settings
      </h1>
      {loadError && <EmptyState title="Your profile could not be loaded" description={loadError} />}
      {!profile && !loadError && <Skeleton height={160} />}
      {profile && (
        <>
          <ProfilePicture profile={profile} api={api} onChanged={changed} />
          <form
            onSubmit={rename}
            css={{ display: 'flex', gap: 12, alignItems: 'end', flexWrap: 'wrap' }}
          >
            <Input
              label="Name"
              maxLength={maxLengthOf(profileUpdateSchema.shape.name)}
              value={name}
              onChange={(event) => setName(event.target.value)}
              required
            />
            <Button type="submit" variant="secondary">
              Save name
            </Button>
          </form>
          <ContactVerification channel="email" profile={profile} api={api} onVerified={verified} />
          <ContactVerification channel="phone" profile={profile} api={api} onVerified={verified} />
        </>
      )}
    </section>
  );
}

export default withPageStore(ProfilePage);
