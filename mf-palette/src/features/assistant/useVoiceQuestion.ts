import { assistantCapabilitiesSchema } from '@staydesk/contracts';
import { apiFetch } from '@staydesk/design-system/platform';
import { useEffect, useRef, useState } from 'react';

export type VoiceState = 'idle' | 'recording' | 'transcribing';

export const VOICE_FAILED_MESSAGE = 'The recording could not be turned into a question.';
const PREFERRED_TYPE = 'audio/webm;codecs=opus';
const SLICE_MS = 100;

const canRecord = () =>
  typeof MediaRecorder !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

/** Whether the API has a transcription provider: without one, no voice input is offered. */
function useVoiceOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let current = true;
    apiFetch('/api/assistant')
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        const capabilities = assistantCapabilitiesSchema.safeParse(body);
        if (current)
          setOffered(capabilities.success && capabilities.data.voiceInput && canRecord());
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return offered;
}

/** The transcript of a recording, through the upload the task composer's voice notes use. */
async function transcribe(blob: Blob): Promise<string | null> {
  const name = `voice-question-${Date.now()}.webm`;
  const form = new FormData();
  form.append('taskId', 'new');
  form.append('file', new File([blob], name, { type: blob.type }));
  const response = await apiFetch('/api/tasks/messages', { method: 'POST', body: form });
  if (!response.ok) return null;
  const body = (await response.json()) as { attachments?: Array<{ transcription: string | null }> };
  return body.attachments?.[0]?.transcription?.trim() || null;
}

/**
 * A spoken question: MediaRecorder in 100 ms slices (webm/opus where the browser has it),
 * transcribed by the API, then asked like a typed one.
 */
export function useVoiceQuestion(onQuestion: (question: string) => void) {
  const offered = useVoiceOffered();
  const [state, setState] = useState<VoiceState>('idle');
  const [error, setError] = useState<string | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => () => recorder.current?.stream.getTracks().forEach((track) => track.stop()), []);

  async function start() {
    setError(null);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    } catch {
      setError('Microphone access was refused.');
      return;
    }
    const mimeType = MediaRecorder.isTypeSupported(PREFERRED_TYPE) ? PREFERRED_TYPE : '';
    const next = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    const chunks: Blob[] = [];
    next.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    next.onstop = () => {
      stream.getTracks().forEach((track) => track.stop());
      setState('transcribing');
      const blob = new Blob(chunks, { type: next.mimeType || 'audio/webm' });
      void transcribe(blob)
        .catch(() => null)
        .then((text) => {
          setState('idle');
          if (text) onQuestion(text);
          else setError(VOICE_FAILED_MESSAGE);
        });
    };
    recorder.current = next;
    next.start(SLICE_MS);
    setState('recording');
  }

  const stop = () => recorder.current?.stop();

  return { offered, state, error, start, stop };
}
