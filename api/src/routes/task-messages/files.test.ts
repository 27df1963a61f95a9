import { storeAttachment } from '../../services/attachments';
import { withTestApi } from '../../../test/harness';
import { samplePhoto } from '../../../test/sample-files';
import { clientOf, seedTaskMessages, type Seeded } from './test-setup';

let seeded: Seeded;
let photo: Buffer;
let photoUrl: string;
let hiddenPhotoUrl: string;
const api = withTestApi(async () => {
  seeded = await seedTaskMessages();
  photo = await samplePhoto(200, 100);
  const owner = { customerId: seeded.admin.customerId, uploaderId: seeded.admin.userId };
  photoUrl = (
    await storeAttachment({ ...owner, taskId: seeded.cleanersTask._id }, 'Dune "House".png', photo)
  ).url;
  hiddenPhotoUrl = (
    await storeAttachment({ ...owner, taskId: seeded.othersTask._id }, 'gate.png', photo)
  ).url;
});
const send = clientOf(() => api.server);

describe('GET /api/tasks/attachments/:id', () => {
  it('serves the file inline with its sniffed type, a safe name and no sniffing', async () => {
    const response = await send(seeded.cleaner, photoUrl);
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(photo.length),
      'content-disposition': 'inline; filename="Dune House.png"',
      'x-content-type-options': 'nosniff',
      'accept-ranges': 'bytes',
      'cache-control': 'private, max-age=86400',
    });
    expect(Buffer.from(await response.arrayBuffer())).toEqual(photo);
  });

  it('answers a byte range with 206 and exactly those bytes', async () => {
    const response = await send(seeded.cleaner, photoUrl, { headers: { range: 'bytes=8-15' } });
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 8-15/${photo.length}`);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(photo.subarray(8, 16));

    const tail = await send(seeded.cleaner, photoUrl, { headers: { range: 'bytes=-4' } });
    expect(Buffer.from(await tail.arrayBuffer())).toEqual(photo.subarray(-4));
  });

  it('answers 416 for a range outside the file', async () => {
    const response = await send(seeded.cleaner, photoUrl, {
      headers: { range: `bytes=${photo.length}-` },
    });
    expect(response.status).toBe(416);
    expect(response.headers.get('content-range')).toBe(`bytes */${photo.length}`);
    expect((await response.json()).error.code).toBe('bad_request');
  });

  it("answers 404 for another customer's file and for a task the caller does not see", async () => {
    const foreign = await send(seeded.admin, `/api/tasks/attachments/${seeded.foreignPhotoId}`);
    const foreignThumbnail = await send(
      seeded.admin,
      `/api/tasks/attachments/${seeded.foreignPhotoId}/thumbnail`,
    );
    const unseen = await send(seeded.cleaner, hiddenPhotoUrl);
    const missing = await send(seeded.admin, '/api/tasks/attachments/64b7f0c2a1b2c3d4e5f60718');
    expect([foreign.status, foreignThumbnail.status, unseen.status, missing.status]).toEqual([
      404, 404, 404, 404,
    ]);
    expect(await foreign.json()).toEqual(await missing.json());
    // The same file is there for its own customer's manager.
    expect((await send(seeded.admin, hiddenPhotoUrl)).status).toBe(200);
  });
});
