import type { Attachment } from '@staydesk/contracts';
import { mutedStyle } from '../formStyles';
import { attachmentKind } from './attachment-kind';

const mediaStyle = { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' };

/** One attachment at full size: picture, video, voice note with its transcript, or a file. */
export function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const caption = attachment.metadata.caption;
  switch (attachmentKind(attachment)) {
    case 'image':
      return <img src={attachment.url} alt={caption ?? attachment.name} css={mediaStyle} />;
    case 'video':
      return (
        <video
          controls
          src={attachment.url}
          poster={attachment.metadata.thumbnail ?? undefined}
          css={mediaStyle}
        >
          Your browser does not support the video element.
        </video>
      );
    case 'audio':
      return (
        <div>
          <audio controls src={attachment.url} css={{ width: '100%' }} />
          <p css={mutedStyle}>{attachment.transcription ?? 'No transcription'}</p>
        </div>
      );
    default:
      return (
        <a href={attachment.url} download={attachment.name} target="_blank" rel="noreferrer">
          Download {attachment.name}
        </a>
      );
  }
}
