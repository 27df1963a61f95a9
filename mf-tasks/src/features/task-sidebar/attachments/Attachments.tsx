import { css, type Theme } from '@emotion/react';
import type { Attachment } from '@staydesk/contracts';
import { focusRing } from '@staydesk/design-system';
import { lazy, Suspense, useState } from 'react';
import { Section } from '../Section';
import {
  attachmentKind,
  tileGridStyle,
  type AttachmentKind,
} from '@staydesk/design-system/attachments';

const AttachmentViewer = lazy(() => import('./AttachmentViewer'));

const KIND_LABELS: Record<AttachmentKind, string> = {
  image: 'Photo',
  video: 'Video',
  audio: 'Voice note',
  file: 'File',
};

const tileStyle = (theme: Theme) => css`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[1]};
  width: 100%;
  height: 96px;
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.background.subtle};
  font: inherit;
  font-size: ${theme.typography.sizes.xs};
  cursor: pointer;
  overflow: hidden;
  img {
    max-width: 100%;
    max-height: 60px;
    object-fit: cover;
  }
  span {
    max-width: 100%;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  ${focusRing(theme)}
`;

/** The task's photos, videos, voice notes and files; each opens in the viewer. */
export function Attachments({ attachments }: { attachments: Attachment[] }) {
  const [open, setOpen] = useState<Attachment | null>(null);
  if (attachments.length === 0) return null;
  return (
    <Section title={`Attachments (${attachments.length})`}>
      <ul css={tileGridStyle(96)}>
        {attachments.map((attachment) => {
          const kind = attachmentKind(attachment);
          return (
            <li key={attachment.id}>
              <button
                type="button"
                css={tileStyle}
                aria-label={`Open ${KIND_LABELS[kind].toLowerCase()} ${attachment.name}`}
                onClick={() => setOpen(attachment)}
              >
                {attachment.metadata.thumbnail && (
                  <img src={attachment.metadata.thumbnail} alt="" />
                )}
                <span>{KIND_LABELS[kind]}</span>
                <span>{attachment.name}</span>
              </button>
            </li>
          );
        })}
      </ul>
      {open && (
        <Suspense fallback={null}>
          <AttachmentViewer attachment={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </Section>
  );
}
