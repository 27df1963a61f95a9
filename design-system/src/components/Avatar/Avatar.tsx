import { css, type Theme } from '@emotion/react';
import * as RadixAvatar from '@radix-ui/react-avatar';
import { initialsOf } from './initialsOf';

export interface AvatarProps {
  name: string;
  /** Falls back to the initials while loading and when missing or broken. */
  src?: string | null;
  /** Diameter in px. */
  size?: number;
}

const rootStyle = (theme: Theme, size: number) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: ${size}px;
  height: ${size}px;
  overflow: hidden;
  border-radius: ${theme.radii.full};
  background: ${theme.colors.primary[100]};
  color: ${theme.colors.primary[800]};
  font-size: ${Math.round(size * 0.4)}px;
  font-weight: ${theme.typography.weights.semibold};
  line-height: 1;
  user-select: none;
`;

const imageStyle = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

export function Avatar({ name, src, size = 32 }: AvatarProps) {
  return (
    <RadixAvatar.Root role="img" aria-label={name} css={(theme) => rootStyle(theme, size)}>
      {src && <RadixAvatar.Image src={src} alt="" css={imageStyle} />}
      <RadixAvatar.Fallback aria-hidden="true">{initialsOf(name)}</RadixAvatar.Fallback>
    </RadixAvatar.Root>
  );
}
