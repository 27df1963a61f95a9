import { css, type Theme } from '@emotion/react';
import type { Attachment } from '@staydesk/contracts';
import { CloseIcon, IconButton, mq } from '@staydesk/design-system';
import { attachmentKind, browserCanShow } from './attachment-kind';
import { tileGridStyle } from './tile-grid';

// The remove button sits in a tile's top right corner, 44 px on a phone (a touch target for a
// fingertip): a plain file's name leaves room beside it, a voice note's player starts below it,
// whose controls it would otherwise cover.
const itemStyle = (theme: Theme) => css`
  --remove-room: 28px;
  position: relative;
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[2]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.md};
  font-size: ${theme.typography.sizes.xs};
  color: ${theme.colors.text.secondary};
  img,
  video {
    width: 100%;
    aspect-ratio: 4 / 3;
    object-fit: cover;
    border-radius: ${theme.radii.sm};
    background: ${theme.colors.background.muted};
  }
  audio {
    width: 100%;
    margin-top: var(--remove-room);
  }
  ${mq.below('mobile')} {
    --remove-room: 40px;
    min-height: 48px;
  }
`;

const nameStyle = css`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  padding-right: var(--remove-room);
`;

// On a surface of its own: over a dark photo a bare cross would not be seen.
const removeStyle = (theme: Theme) => css`
  position: absolute;
  top: 2px;
  right: 2px;
  button {
    background: ${theme.colors.background.surface};
    box-shadow: ${theme.shadows.sm};
  }
  ${mq.below('mobile')} {
    button {
      width: 44px;
      height: 44px;
    }
  }
`;

/** What an attachment looks like before it is sent: a picture, a player, or its name. */
function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  switch (attachmentKind(attachment)) {
    case 'image': {
      const picture =
        attachment.metadata.thumbnail ?? (browserCanShow(attachment) ? attachment.url : null);
      return picture && <img src={picture} alt={attachment.name} />;
    }
    case 'video':
      return (
        <video controls preload="metadata" poster={attachment.metadata.thumbnail ?? undefined}>
          <source src={attachment.url} type={attachment.type} />
          Your browser does not support the video element.
        </video>
      );
    case 'audio':
      return <audio controls preload="none" src={attachment.url} aria-label={attachment.name} />;
    default:
      return null;
  }
}

interface AttachmentPreviewsProps {
  attachments: readonly Attachment[];
  onRemove?: (attachmentId: string) => void;
}

/** A draft's files before they are sent, each removable when `onRemove` is given. */
export function AttachmentPreviews({ attachments, onRemove }: AttachmentPreviewsProps) {
  if (attachments.length === 0) return null;
  return (
    <ul css={tileGridStyle(120)} aria-label="Attachments">
      {attachments.map((attachment) => (
        <li key={attachment.id} css={itemStyle}>
          <AttachmentPreview attachment={attachment} />
          <span css={nameStyle} title={attachment.name}>
            {attachment.name}
          </span>
          {onRemove && (
            <span css={removeStyle}>
              <IconButton
                label={`Remove ${attachment.name}`}
                icon={<CloseIcon />}
                size="sm"
                onClick={() => onRemove(attachment.id)}
              />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
