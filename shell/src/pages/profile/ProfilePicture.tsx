import { useRef, useState } from 'react';
import { PROFILE_IMAGE_MESSAGES, PROFILE_IMAGE_TYPES, type Profile } from '@staydesk/contracts';
import { Avatar, Button } from '@staydesk/design-system';
import type { ProfileApi, ProfileResult } from './profile-api';
import { shrinkPicture } from './shrink-picture';

interface ProfilePictureProps {
  profile: Profile;
  api: ProfileApi;
  onChanged: (profile: Profile, message: string) => void;
}

/** The user's picture: choose a photo (shrunk on the device first) or go back to initials. */
export function ProfilePicture({ profile, api, onChanged }: ProfilePictureProps) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const apply = async (change: () => Promise<ProfileResult>, message: string) => {
    setBusy(true);
    setError(null);
    const result = await change();
    setBusy(false);
    if ('error' in result) return setError(result.error);
    onChanged(result.profile, message);
  };
  const choose = async (file: File | undefined) => {
    if (!file) return;
    const image = await shrinkPicture(file).catch(() => null);
    if (!image) return setError(PROFILE_IMAGE_MESSAGES.notAnImage);
    await apply(() => api.setImage(image), 'Your picture is saved');
  };

  return (
    <div css={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Avatar name={profile.name} src={profile.image} size={64} />
      <input
        ref={input}
        type="file"
        accept={PROFILE_IMAGE_TYPES.join(',')}
        aria-label="Choose a picture"
        css={{ display: 'none' }}
        onChange={(event) => {
          void choose(event.target.files?.[0]);
          // The same file chosen again is a change again.
          event.target.value = '';
        }}
      />
      <Button variant="secondary" loading={busy} onClick={() => input.current?.click()}>
        {profile.image ? 'Change picture' : 'Add a picture'}
      </Button>
      {profile.image && (
        <Button
          variant="ghost"
          disabled={busy}
          onClick={() => void apply(api.removeImage, 'Your picture is removed')}
        >
          Remove picture
        </Button>
      )}
      {error && (
        <p role="alert" css={{ margin: 0, flexBasis: '100%', color: '#b91c1c' }}>
          {error}
        </p>
      )}
    </div>
  );
}
