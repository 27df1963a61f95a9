import { DesignSystemProvider } from '@staydesk/design-system';
import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { RECORDING_UNSUPPORTED, type VoiceRecording } from './useVoiceRecorder';
import { VoiceRecorderButton } from './VoiceRecorderButton';

/** A MediaRecorder that hands out the chunks a test gives it. */
class FakeRecorder {
  static last: FakeRecorder | null = null;
  static isTypeSupported = (type: string) => type === 'audio/webm;codecs=opus';
  state: 'inactive' | 'recording' = 'inactive';
  timeslice: number | undefined;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    readonly options?: { mimeType: string },
  ) {
    FakeRecorder.last = this;
  }
  get mimeType() {
    return this.options?.mimeType ?? '';
  }
  start(timeslice?: number) {
    this.timeslice = timeslice;
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.onstop?.();
  }
}

const renderWithTheme = (ui: ReactElement) =>
  render(<DesignSystemProvider>{ui}</DesignSystemProvider>);

const constraintsAsked: MediaStreamConstraints[] = [];

function installMicrophone() {
  const stream = { getTracks: () => [{ stop: jest.fn() }] } as unknown as MediaStream;
  Object.assign(globalThis, { MediaRecorder: FakeRecorder });
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: {
      getUserMedia: async (constraints: MediaStreamConstraints) => {
        constraintsAsked.push(constraints);
        return stream;
      },
    },
  });
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'MediaRecorder');
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

test('idle, recording with m:ss, stopped while it uploads, then uploaded', async () => {
  installMicrophone();
  let finishUpload: (stored: boolean) => void = () => undefined;
  const onRecorded = jest.fn(
    (_recording: VoiceRecording) => new Promise<boolean>((resolve) => (finishUpload = resolve)),
  );
  renderWithTheme(<VoiceRecorderButton onRecorded={onRecorded} onUnsupported={jest.fn()} />);

  await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
  expect(screen.getByRole('timer')).toHaveTextContent('Recording 0:00');
  expect(constraintsAsked.at(-1)).toEqual({
    audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  });
  const recorder = FakeRecorder.last!;
  expect(recorder.timeslice).toBe(100);
  act(() => recorder.ondataavailable?.({ data: new Blob(['opus'], { type: 'audio/webm' }) }));
  await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));

  expect(screen.getByRole('status')).toHaveTextContent('Uploading voice note…');
  const [recording] = onRecorded.mock.calls[0]!;
  expect(recording.file.type).toBe('audio/webm;codecs=opus');
  expect(recording.audio).toMatchObject({ mimeType: 'audio/webm;codecs=opus', size: 4 });
  await act(async () => finishUpload(true));
  expect(screen.getByRole('status')).toHaveTextContent('Voice note uploaded');
});

test('an empty recording is dropped', async () => {
  installMicrophone();
  const onRecorded = jest.fn(async () => true);
  renderWithTheme(<VoiceRecorderButton onRecorded={onRecorded} onUnsupported={jest.fn()} />);

  await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
  await userEvent.click(screen.getByRole('button', { name: 'Stop recording' }));

  expect(onRecorded).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Record voice note' })).toBeVisible();
});

test('a browser without recording says so', async () => {
  const onUnsupported = jest.fn();
  renderWithTheme(<VoiceRecorderButton onRecorded={jest.fn()} onUnsupported={onUnsupported} />);

  await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));

  expect(onUnsupported).toHaveBeenCalledWith(RECORDING_UNSUPPORTED);
  expect(RECORDING_UNSUPPORTED).toBe('Audio recording is not supported in this browser.');
});
