import { useEffect, useRef, useState } from 'react';
import type { AudioMetadata } from './upload-files';

export type RecorderState = 'idle' | 'recording' | 'stopped' | 'uploaded';

export const RECORDING_UNSUPPORTED = 'Audio recording is not supported in this browser.';

/** Voice notes are cleaned up by the browser: echo cancellation, noise suppression, auto gain. */
const VOICE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
};
const PREFERRED_TYPE = 'audio/webm;codecs=opus';
const SLICE_MS = 100;

export const canRecordAudio = (): boolean =>
  typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

export interface VoiceRecording {
  file: File;
  audio: AudioMetadata;
}

interface VoiceRecorderOptions {
  /** A non-empty recording, once stopped. Resolves true when it was stored. */
  onRecorded: (recording: VoiceRecording) => Promise<boolean>;
  onUnsupported: (message: string) => void;
}

/**
 * Records one voice note at a time with MediaRecorder in 100 ms slices (webm/opus where the
 * browser has it). Empty or zero-size recordings are dropped.
 */
export function useVoiceRecorder({ onRecorded, onUnsupported }: VoiceRecorderOptions) {
  const [state, setState] = useState<RecorderState>('idle');
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => {
    if (state !== 'recording') return;
    const startedAt = Date.now();
    const timer = setInterval(() => setElapsed((Date.now() - startedAt) / 1000), 250);
    return () => clearInterval(timer);
  }, [state]);

  useEffect(() => () => stopTracks(recorder.current), []);

  async function start() {
    if (!canRecordAudio()) {
      onUnsupported(RECORDING_UNSUPPORTED);
      return;
    }
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia(VOICE_CONSTRAINTS);
    } catch {
      onUnsupported('Microphone access was refused.');
      return;
    }
    const mimeType = MediaRecorder.isTypeSupported(PREFERRED_TYPE) ? PREFERRED_TYPE : '';
    const next = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    const startedAt = Date.now();
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      stopTracks(next);
      const type = next.mimeType || 'audio/webm';
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        console.warn('Dropped an empty voice recording');
        setState('idle');
        return;
      }
      const file = new File([blob], `voice-note-${startedAt}.webm`, { type });
      const duration = Math.round((Date.now() - startedAt) / 100) / 10;
      setState('stopped');
      void onRecorded({ file, audio: { duration, mimeType: type, size: blob.size } }).then(
        (stored) => setState(stored ? 'uploaded' : 'idle'),
      );
    };
    recorder.current = next;
    setElapsed(0);
    next.start(SLICE_MS);
    setState('recording');
  }

  function stop() {
    if (recorder.current?.state === 'recording') recorder.current.stop();
  }

  return { state, elapsed, start, stop };
}

function stopTracks(recorder: MediaRecorder | null) {
  recorder?.stream.getTracks().forEach((track) => track.stop());
}
