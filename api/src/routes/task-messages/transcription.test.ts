import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { uploadResultSchema } from '@staydesk/contracts';
import { noTranscription, transcriberFromEnv } from '../../services/transcription';
import { samplePhoto, sampleWav } from '../../../test/sample-files';
import { uploadForm, withTaskMessagesApi } from './test-setup';

interface Received {
  authorization: string | undefined;
  form: FormData;
}

/** A stand-in for an OpenAI-compatible transcription service. */
let provider: Server;
const received: Received[] = [];
beforeAll(async () => {
  provider = createServer(async (request: IncomingMessage, response) => {
    const body = Buffer.concat(await request.toArray());
    const form = await new Response(body, {
      headers: { 'content-type': request.headers['content-type'] ?? '' },
    }).formData();
    received.push({ authorization: request.headers.authorization, form });
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ text: ' The fridge is leaking. ' }));
  }).listen(0);
  await new Promise((resolve) => provider.once('listening', resolve));
  process.env.TRANSCRIPTION_URL = `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/audio/transcriptions`;
  process.env.TRANSCRIPTION_API_KEY = 'test-key';
});
afterAll(async () => {
  delete process.env.TRANSCRIPTION_URL;
  delete process.env.TRANSCRIPTION_API_KEY;
  await new Promise((resolve) => provider.close(resolve));
});

const fixture = withTaskMessagesApi();
const { send } = fixture;

describe('voice note transcription', () => {
  it('has no provider unless both the URL and the key are configured', () => {
    expect(transcriberFromEnv({})).toBe(noTranscription);
    expect(transcriberFromEnv({ TRANSCRIPTION_URL: 'http://127.0.0.1:1/x' })).toBe(noTranscription);
  });

  it('sends a voice note to the configured provider and keeps its transcript', async () => {
    const wav = sampleWav();
    const response = await send(fixture.seeded.cleaner, '/api/tasks/messages', {
      method: 'POST',
      body: uploadForm(fixture.seeded.cleanersTask.id, [
        { name: 'fridge.wav', type: 'audio/wav', bytes: wav },
      ]),
    });
    expect(response.status).toBe(200);
    const [attachment] = uploadResultSchema.parse(await response.json()).attachments;
    expect(attachment).toMatchObject({
      transcription: 'The fridge is leaking.',
      originalTranscription: 'The fridge is leaking.',
    });
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call!.authorization).toBe('Bearer test-key');
    expect(call!.form.get('model')).toBe('whisper-1');
    const file = call!.form.get('file') as File;
    expect([file.name, file.type, file.size]).toEqual(['fridge.wav', 'audio/wav', wav.length]);
  });

  it('does not send photos', async () => {
    received.length = 0;
    const response = await send(fixture.seeded.cleaner, '/api/tasks/messages', {
      method: 'POST',
      body: uploadForm('new', [
        { name: 'fridge.png', type: 'image/png', bytes: await samplePhoto() },
      ]),
    });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(0);
  });
});
