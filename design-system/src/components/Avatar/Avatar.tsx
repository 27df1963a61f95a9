import { lazy, Suspense } from 'react';
import { avatarStyle, initialsStyle } from './avatarStyles';
import { initialsOf } from './initialsOf';

export interface AvatarProps {
  name: string;
  /** Falls back to the initials while loading and when missing or broken. */
  src?: string | null;
  /** Diameter in px. */
  size?: number;
}

// Only an avatar with an image needs Radix's loading logic: the header's avatar is on every page.
const ImageAvatar = lazy(() => import('./ImageAvatar'));

export function Avatar({ name, src, size = 32 }: AvatarProps) {
  const initials = (
    <span role="img" aria-label={name} css={(theme) => avatarStyle(theme, size)}>
      <span aria-hidden="true" data-initials={initialsOf(name)} css={initialsStyle} />
    </span>
  );
  if (!src) return initials;
  return (
    <Suspense fallback={initials}>
      <ImageAvatar name={name} src={src} size={size} />
    </Suspense>
  );
}
