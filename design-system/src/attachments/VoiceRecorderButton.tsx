import { css, type Theme } from '@emotion/react';
import { Button } from '@staydesk/design-system';
import { elapsedLabel } from './elapsed';
import { useVoiceRecorder, type VoiceRecording } from './useVoiceRecorder';

const rowStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  font-size: ${theme.typography.sizes.sm};
  color: ${theme.colors.text.secondary};
`;

interface VoiceRecorderButtonProps {
  onRecorded: (recording: VoiceRecording) => Promise<boolean>;
  onUnsupported: (message: string) => void;
  disabled?: boolean;
}

/** Idle, recording (m:ss), stopped while the note uploads, then uploaded. */
export function VoiceRecorderButton({
  onRecorded,
  onUnsupported,
  disabled = false,
}: VoiceRecorderButtonProps) {
  const recorder = useVoiceRecorder({ onRecorded, onUnsupported });
  if (recorder.state === 'recording') {
    return (
      <span css={rowStyle}>
        <span role="timer" aria-live="off">
          Recording {elapsedLabel(recorder.elapsed)}
        </span>
        <Button size="sm" variant="danger" onClick={recorder.stop}>
          Stop recording
        </Button>
      </span>
    );
  }
  if (recorder.state === 'stopped') {
    return (
      <span css={rowStyle} role="status">
        Uploading voice note…
      </span>
    );
  }
  return (
    <span css={rowStyle}>
      <Button
        size="sm"
        variant="secondary"
        disabled={disabled}
        onClick={() => void recorder.start()}
      >
        Record voice note
      </Button>
      {recorder.state === 'uploaded' && <span role="status">Voice note uploaded</span>}
    </span>
  );
}
