import type { Theme } from '@emotion/react';
import { ISSUE_LIMITS, type Attachment } from '@staydesk/contracts';
import {
  AttachmentPreviews,
  fileButtonStyle,
  hiddenFileInput,
} from '@staydesk/design-system/attachments';
import { attachedCount } from './evidence';

/** Photo and video evidence: the camera or picked files, and those attached, each removable. */
export function EvidencePicker({
  attachments,
  uploading,
  onPick,
  onRemove,
}: {
  attachments: readonly Attachment[];
  uploading: boolean;
  onPick: (files: File[]) => void;
  onRemove: (attachmentId: string) => void;
}) {
  return (
    <section aria-labelledby="issue-evidence" css={{ display: 'grid', gap: 8 }}>
      <h3 id="issue-evidence" css={{ margin: 0, fontSize: '1rem' }}>
        Photo and video evidence <span>(Required)</span>
      </h3>
      <label css={(theme: Theme) => fileButtonStyle(theme, 'md')}>
        <input
          type="file"
          multiple
          accept="image/*,video/*"
          capture="environment"
          css={hiddenFileInput}
          onChange={(event) => {
            const files = Array.from(event.currentTarget.files ?? []);
            event.currentTarget.value = '';
            onPick(files);
          }}
        />
        Add photos or videos
      </label>
      <p css={{ margin: 0 }} aria-live="polite">
        {attachedCount(attachments.length, ISSUE_LIMITS.files)}
        {uploading && ' · uploading…'}
      </p>
      <AttachmentPreviews attachments={attachments} onRemove={onRemove} />
    </section>
  );
}
