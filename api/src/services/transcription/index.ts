import { z } from 'zod';

export interface AudioToTranscribe {
  bytes: Buffer;
  name: string;
  mimeType: string;
}

/** Turns a voice note into text; null when it cannot (no provider, or the provider failed). */
export interface Transcriber {
  transcribe(audio: AudioToTranscribe): Promise<string | null>;
}

/** The default: no provider, so no voice note ever claims a transcript. */
export const noTranscription: Transcriber = { transcribe: () => Promise.resolve(null) };

export interface OpenAiCompatibleSettings {
  /** The full endpoint, e.g. https://host/v1/audio/transcriptions. */
  url: string;
  apiKey: string;
  model: string;
}

const transcriptionAnswerSchema = z.object({ text: z.string() });

/** Any service speaking the OpenAI audio transcription API (multipart file + model, JSON text). */
export function openAiCompatibleTranscriber(settings: OpenAiCompatibleSettings): Transcriber {
  return {
    async transcribe(audio) {
      const form = new FormData();
      form.append('model', settings.model);
      form.append(
        'file',
        new Blob([new Uint8Array(audio.bytes)], { type: audio.mimeType }),
        audio.name,
      );
      const response = await fetch(settings.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${settings.apiKey}` },
        body: form,
        signal: AbortSignal.timeout(60_000),
      });
      if (!response.ok) return null;
      const answer = transcriptionAnswerSchema.safeParse(await response.json());
      const text = answer.success ? answer.data.text.trim() : '';
      return text || null;
    },
  };
}

export const DEFAULT_TRANSCRIPTION_MODEL = 'whisper-1';

/** TRANSCRIPTION_URL and TRANSCRIPTION_API_KEY both set: that provider; otherwise none. */
export function transcriberFromEnv(env: NodeJS.ProcessEnv): Transcriber {
  const url = env.TRANSCRIPTION_URL;
  const apiKey = env.TRANSCRIPTION_API_KEY;
  if (!url || !apiKey) return noTranscription;
  return openAiCompatibleTranscriber({
    url,
    apiKey,
    model: env.TRANSCRIPTION_MODEL || DEFAULT_TRANSCRIPTION_MODEL,
  });
}
