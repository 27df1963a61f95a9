import type { Theme } from '@emotion/react';
import { ALLOWED_UPLOAD_TYPES } from '@staydesk/contracts';
import { fileButtonStyle, hiddenFileInput } from '@staydesk/design-system/attachments';

const PHOTO_TYPES = ALLOWED_UPLOAD_TYPES.filter(
  (type) => type.startsWith('image/') || type.startsWith('video/'),
).join(',');

interface FilePickerProps {
  label: string;
  kind: 'photos' | 'files';
  onPick: (files: File[]) => void;
  disabled?: boolean;
}

/** A labelled file input that looks like a button: the label opens the browser's picker. */
export function FilePicker({ label, kind, onPick, disabled = false }: FilePickerProps) {
  return (
    <label css={(theme: Theme) => fileButtonStyle(theme, 'sm', disabled)}>
      <input
        type="file"
        multiple
        disabled={disabled}
        accept={kind === 'photos' ? PHOTO_TYPES : ALLOWED_UPLOAD_TYPES.join(',')}
        css={hiddenFileInput}
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          // Cleared so that picking the same file again reports a change.
          event.currentTarget.value = '';
          onPick(files);
        }}
      />
      {label}
    </label>
  );
}
