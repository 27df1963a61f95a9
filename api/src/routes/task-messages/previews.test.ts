import sharp from 'sharp';
import { uploadResultSchema, type Attachment } from '@staydesk/contracts';
import { sampleHeic, sampleVideo } from '../../../test/sample-files';
import { removeFilesOf, storedFileCount, uploadForm, withTaskMessagesApi } from './test-setup';

const fixture = withTaskMessagesApi();

afterEach(() => removeFilesOf(fixture.seeded.admin.customerId));

async function uploadOne(name: string, type: string, bytes: Buffer): Promise<Attachment> {
  const response = await fixture.upload(
    fixture.seeded.cleaner,
    uploadForm(fixture.seeded.cleanersTask.id, [{ name, type, bytes }]),
  );
  expect(response.status).toBe(200);
  const [attachment] = uploadResultSchema.parse(await response.json()).attachments;
  return attachment!;
}

async function thumbnailOf(attachment: Attachment) {
  expect(attachment.metadata.thumbnail).toBe(`${attachment.url}/thumbnail`);
  const response = await fixture.send(fixture.seeded.admin, attachment.metadata.thumbnail!);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/jpeg');
  return sharp(Buffer.from(await response.arrayBuffer()));
}

describe('thumbnails of photos browsers cannot show and poster frames of videos', () => {
  it('makes a JPEG thumbnail of a HEIC photo, its pixels intact', async () => {
    const attachment = await uploadOne('kitchen.heic', 'image/heic', await sampleHeic());
    expect(attachment.type).toBe('image/heic');

    const thumbnail = await thumbnailOf(attachment);
    const { format, width, height } = await thumbnail.metadata();
    expect([format, width, height]).toEqual(['jpeg', 120, 80]);
    const { data } = await thumbnail.raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number) => [...data.subarray((40 * 120 + x) * 3, (40 * 120 + x) * 3 + 3)];
    const near = (actual: number[], expected: number[]) =>
      actual.every((value, index) => Math.abs(value - expected[index]!) < 24);
    expect(near(pixel(20), [208, 48, 48])).toBe(true);
    expect(near(pixel(100), [48, 80, 208])).toBe(true);
  });

  it('keeps a frame of a video as its poster, a JPEG no larger than the video', async () => {
    const attachment = await uploadOne('leak.mp4', 'video/mp4', await sampleVideo());
    expect(attachment.type).toBe('video/mp4');

    const { format, width, height } = await (await thumbnailOf(attachment)).metadata();
    expect([format, width, height]).toEqual(['jpeg', 64, 48]);
  });

  it('stores a video ffmpeg cannot read, without a poster', async () => {
    const video = await sampleVideo();
    // The container's signature stays, so the upload is typed as MP4; what follows is noise.
    const damaged = Buffer.concat([video.subarray(0, 32), Buffer.alloc(4096, 0x5a)]);
    const attachment = await uploadOne('broken.mp4', 'video/mp4', damaged);

    expect(attachment).toMatchObject({
      type: 'video/mp4',
      metadata: { size: damaged.length, thumbnail: null },
    });
    const thumbnail = await fixture.send(fixture.seeded.admin, `${attachment.url}/thumbnail`);
    expect(thumbnail.status).toBe(404);
    const ownThumbnails = {
      'metadata.customerId': fixture.seeded.admin.customerId,
      'metadata.source': 'thumbnail',
    };
    expect(await storedFileCount(ownThumbnails)).toBe(0);
  });
});
