import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { MAX_UPLOAD_BYTES, SESSION_COOKIE, uploadResultSchema } from '@staydesk/contracts';
import { TaskEvent } from '../../models/task-event';
import { createSession } from '../../services/sessions';
import { eventually } from '../../../test/eventually';
import { samplePhoto, sampleText, sampleWav } from '../../../test/sample-files';
import {
  chunkCount,
  orphanChunkCount,
  removeFilesOf,
  withTaskMessagesApi,
  storedFileCount,
  uploadForm,
} from './test-setup';

const fixture = withTaskMessagesApi();
const { api, send } = fixture;

const upload = (form: FormData, caller = fixture.seeded.cleaner) => fixture.upload(caller, form);

const taskFiles = () => ({ 'metadata.taskId': fixture.seeded.cleanersTask._id });

afterEach(() => removeFilesOf(fixture.seeded.admin.customerId));

describe('POST /api/tasks/messages (multipart)', () => {
  it('stores a photo typed by its content, with a thumbnail, and records it on the timeline', async () => {
    const photo = await samplePhoto(800, 600);
    const response = await upload(
      uploadForm(fixture.seeded.cleanersTask.id, [
        { name: 'kitchen.bin', type: 'application/octet-stream', bytes: photo },
      ]),
    );
    expect(response.status).toBe(200);
    const { attachments } = uploadResultSchema.parse(await response.json());
    expect(attachments).toEqual([
      expect.objectContaining({
        name: 'kitchen.bin',
        type: 'image/png',
        transcription: null,
        metadata: expect.objectContaining({ size: photo.length, source: 'upload' }),
      }),
    ]);
    const [attachment] = attachments;
    const file = await send(fixture.seeded.admin, attachment!.url);
    expect(Buffer.from(await file.arrayBuffer())).toEqual(photo);

    const thumbnail = await send(fixture.seeded.admin, attachment!.metadata.thumbnail!);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const size = await sharp(Buffer.from(await thumbnail.arrayBuffer())).metadata();
    expect([size.format, size.width, size.height]).toEqual(['jpeg', 320, 240]);

    const events = await TaskEvent.find({ taskId: fixture.seeded.cleanersTask._id }).lean();
    expect(events.map((event) => [event.type, event.description])).toEqual([
      ['attachment_added', 'Attached kitchen.bin'],
    ]);
  });

  it('stores a voice note with its duration and claims no transcript without a provider', async () => {
    const form = uploadForm(fixture.seeded.cleanersTask.id, [
      { name: 'note.wav', type: 'audio/wav', bytes: sampleWav() },
    ]);
    form.append(
      'metadata_note.wav',
      JSON.stringify({ duration: 1, mimeType: 'audio/wav', size: 8044 }),
    );
    const response = await upload(form);
    expect(response.status).toBe(200);
    const [attachment] = uploadResultSchema.parse(await response.json()).attachments;
    expect(attachment).toMatchObject({
      type: 'audio/wav',
      transcription: null,
      originalTranscription: null,
      metadata: { duration: 1, thumbnail: null },
    });
  });

  it('refuses an 11th file and stores none of them', async () => {
    const photo = await samplePhoto();
    const files = Array.from({ length: 11 }, (_, index) => ({
      name: `photo-${index}.png`,
      type: 'image/png',
      bytes: photo,
    }));
    const response = await upload(uploadForm(fixture.seeded.cleanersTask.id, files));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('At most 10 files can be sent at once');
    expect(await storedFileCount(taskFiles())).toBe(0);
  });

  it('refuses files beyond the ten a task holds', async () => {
    const photo = { name: 'photo.png', type: 'image/png', bytes: await samplePhoto() };
    const first = await upload(uploadForm(fixture.seeded.cleanersTask.id, Array(9).fill(photo)));
    expect(first.status).toBe(200);
    const response = await upload(uploadForm(fixture.seeded.cleanersTask.id, [photo, photo]));
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('This task holds at most 10 files');
    expect(await storedFileCount({ ...taskFiles(), 'metadata.source': 'upload' })).toBe(9);
  });

  it('refuses a text file named and declared as a JPEG, keeping the files before it out too', async () => {
    const response = await upload(
      uploadForm(fixture.seeded.cleanersTask.id, [
        { name: 'fine.png', type: 'image/png', bytes: await samplePhoto() },
        { name: 'holiday.jpg', type: 'image/jpeg', bytes: sampleText() },
      ]),
    );
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      'holiday.jpg is not a photo, video, voice recording or PDF we accept (its content was checked, not its name)',
    );
    expect(await storedFileCount(taskFiles())).toBe(0);
  });

  it('refuses a file over the size limit with 413 and stores nothing', async () => {
    const photo = await samplePhoto();
    const oversized = Buffer.concat([photo, Buffer.alloc(MAX_UPLOAD_BYTES + 1 - photo.length)]);
    const response = await upload(
      uploadForm(fixture.seeded.cleanersTask.id, [
        { name: 'huge.png', type: 'image/png', bytes: oversized },
      ]),
    );
    expect(response.status).toBe(413);
    expect((await response.json()).error.message).toBe(
      'huge.png is larger than the 25 MB limit: send a smaller file',
    );
    expect(await storedFileCount(taskFiles())).toBe(0);
    expect(await orphanChunkCount()).toBe(0);
  });

  it('leaves no half-stored file when the upload is cut off halfway', async () => {
    const chunksBefore = await chunkCount();
    const sid = await createSession({
      ...fixture.seeded.cleaner,
      currentRole: 'cleaner',
      ttlHours: 1,
    });
    const boundary = 'cut-off-boundary';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="taskId"\r\n\r\n${fixture.seeded.cleanersTask.id}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const photo = await samplePhoto();
    const firstHalf = Buffer.concat([head, photo, Buffer.alloc(2 * 1024 * 1024)]);
    const port = (api.server.address() as AddressInfo).port;
    const request = httpRequest({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/tasks/messages',
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'content-length': firstHalf.length * 2,
        cookie: `csrf_token=cut; ${SESSION_COOKIE}=${sid}`,
        'x-csrf-token': 'cut',
      },
    });
    request.on('error', () => undefined);
    request.write(firstHalf);
    await eventually(async () => (await chunkCount()) > chunksBefore, 'a chunk stored');
    request.destroy();
    await eventually(
      async () => (await orphanChunkCount()) === 0 && (await storedFileCount(taskFiles())) === 0,
      'the partial file removed',
    );
    expect(await chunkCount()).toBe(chunksBefore);
  });

  it("answers 404 for another customer's task and for a task the cleaner does not see", async () => {
    const form = () =>
      uploadForm(fixture.seeded.othersTask.id, [
        { name: 'a.png', type: 'image/png', bytes: Buffer.alloc(0) },
      ]);
    expect((await upload(form())).status).toBe(404);
    const foreign = await upload(form(), fixture.seeded.foreignAdmin);
    expect(foreign.status).toBe(404);
  });
});
