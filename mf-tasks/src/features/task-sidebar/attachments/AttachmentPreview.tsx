import type { Attachment } from '@staydesk/contracts';
import { attachmentKind, browserCanShow } from '@staydesk/design-system/attachments';
import { mutedStyle } from '../formStyles';

const mediaStyle = { display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' };

function DownloadLink({ attachment }: { attachment: Attachment }) {
  return (
    <a href={attachment.url} download={attachment.name} target="_blank" rel="noreferrer">
      Download {attachment.name}
    </a>
  );
}

/**
 * A photo the browser cannot draw (HEIC): its thumbnail, when there is one, and the original to
 * download.
 */
function PhotoToDownload({ attachment, alt }: { attachment: Attachment; alt: string }) {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[2], justifyItems: 'center' })}>
      {attachment.metadata.thumbnail && (
        <img src={attachment.metadata.thumbnail} alt={alt} css={mediaStyle} />
      )}
      <p css={mutedStyle}>This browser cannot show the photo at full size.</p>
      <DownloadLink attachment={attachment} />
    </div>
  );
}

/** One attachment at full size: picture, video, voice note with its transcript, or a file. */
export function AttachmentPreview({ attachment }: { attachment: Attachment }) {
  const caption = attachment.metadata.caption;
  switch (attachmentKind(attachment)) {
    case 'image':
      return browserCanShow(attachment) ? (
        <img src={attachment.url} alt={caption ?? attachment.name} css={mediaStyle} />
      ) : (
        <PhotoToDownload attachment={attachment} alt={caption ?? attachment.name} />
      );
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
      return <DownloadLink attachment={attachment} />;
  }
}
