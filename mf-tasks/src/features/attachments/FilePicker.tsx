import { css, type Theme } from '@emotion/react';
import { ALLOWED_UPLOAD_TYPES } from '@staydesk/contracts';
import { buttonStyle } from '@staydesk/design-system';

const labelStyle = (theme: Theme, disabled: boolean) => [
  buttonStyle(theme, 'secondary', 'sm'),
  css`
    position: relative;
    cursor: ${disabled ? 'not-allowed' : 'pointer'};
    opacity: ${disabled ? 0.5 : 1};
    &:focus-within {
      outline: 2px solid ${theme.colors.focus};
      outline-offset: 2px;
    }
  `,
];

const hiddenInput = css`
  position: absolute;
  width: 1px;
  height: 1px;
  opacity: 0;
`;

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
    <label css={(theme: Theme) => labelStyle(theme, disabled)}>
      <input
        type="file"
        multiple
        disabled={disabled}
        accept={kind === 'photos' ? PHOTO_TYPES : ALLOWED_UPLOAD_TYPES.join(',')}
        css={hiddenInput}
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
