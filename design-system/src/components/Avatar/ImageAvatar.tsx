import { css } from '@emotion/react';
import * as RadixAvatar from '@radix-ui/react-avatar';
import { avatarStyle, initialsStyle } from './avatarStyles';
import { initialsOf } from './initialsOf';

const imageStyle = css`
  width: 100%;
  height: 100%;
  object-fit: cover;
`;

/** Radix shows the initials while the image loads and when it is broken. */
export default function ImageAvatar({
  name,
  src,
  size,
}: {
  name: string;
  src: string;
  size: number;
}) {
  return (
    <RadixAvatar.Root role="img" aria-label={name} css={(theme) => avatarStyle(theme, size)}>
      <RadixAvatar.Image src={src} alt="" css={imageStyle} />
      <RadixAvatar.Fallback
        aria-hidden="true"
        data-initials={initialsOf(name)}
        css={initialsStyle}
      />
    </RadixAvatar.Root>
  );
}
