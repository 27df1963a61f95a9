import sharp from 'sharp';
import {
  CSRF_HEADER,
  PROFILE_IMAGE_EDGE,
  PROFILE_IMAGE_MESSAGES,
  type Profile,
  type Session,
} from '@staydesk/contracts';
import { ProfileImage } from '../../models/profile-image';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import { samplePhoto, sampleText } from '../../../test/sample-files';

const api = withTestApi(async () => {
  await createCustomerWithUsers('Harbour', ['admin', 'cleaner']);
  await createCustomerWithUsers('Valley', ['admin']);
});

async function as(email: string) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return {
    agent,
    upload: (image: string) =>
      agent.put('/api/profile/image').set(CSRF_HEADER, csrf).send({ image }),
    remove: () => agent.delete('/api/profile/image').set(CSRF_HEADER, csrf),
  };
}

const base64 = (bytes: Buffer) => bytes.toString('base64');

describe("a user's picture", () => {
  it('keeps a photo as a 256 px square, shown in the session and to teammates only', async () => {
    const cleaner = await as('cleaner@harbour.test');
    const answer = await cleaner.upload(base64(await samplePhoto(1200, 800))).expect(200);
    const image = (answer.body as Profile).image;
    expect(image).toMatch(/^\/api\/profile\/images\/[a-f0-9]{24}\?v=\w+$/);
    const session = (await cleaner.agent.get('/api/auth/session').expect(200)).body as Session;
    expect(session.user.image).toBe(image);

    const admin = await as('admin@harbour.test');
    const picture = await admin.agent
      .get(image!)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(picture.headers['content-type']).toBe('image/webp');
    expect(picture.headers['cache-control']).toContain('immutable');
    const { width, height, format } = await sharp(picture.body as Buffer).metadata();
    expect({ width, height, format }).toEqual({
      width: PROFILE_IMAGE_EDGE,
      height: PROFILE_IMAGE_EDGE,
      format: 'webp',
    });
    const stranger = await as('admin@valley.test');
    const refused = await stranger.agent.get(image!).expect(404);
    expect(refused.body).toEqual({
      error: { code: 'not_found', message: PROFILE_IMAGE_MESSAGES.notFound },
    });
  });

  it('gets a new address with each new picture, so a kept copy never shows the old one', async () => {
    const admin = await as('admin@harbour.test');
    const first = (await admin.upload(base64(await samplePhoto(300, 300))).expect(200))
      .body as Profile;
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = (await admin.upload(base64(await samplePhoto(400, 300))).expect(200))
      .body as Profile;
    expect(second.image).not.toBe(first.image);
  });

  it('refuses what is not a usable picture and changes nothing', async () => {
    const cleaner = await as('cleaner@harbour.test');
    const before = (await cleaner.agent.get('/api/profile').expect(200)).body as Profile;
    const storedBefore = await ProfileImage.findOne().sort({ updatedAt: -1 }).lean();
    const jpeg = await samplePhoto(200, 200);
    const cutShort = Buffer.concat([jpeg.subarray(0, 64), Buffer.alloc(2000, 7)]);
    for (const bytes of [sampleText(), cutShort]) {
      const answer = await cleaner.upload(base64(bytes)).expect(400);
      expect(answer.body).toEqual({
        error: { code: 'bad_request', message: PROFILE_IMAGE_MESSAGES.notAnImage },
      });
    }
    await cleaner.upload('not base64 at all!').expect(400);
    const huge = Buffer.concat([jpeg, Buffer.alloc(700 * 1024)]);
    const tooLarge = await cleaner.upload(base64(huge)).expect(400);
    expect(JSON.stringify(tooLarge.body)).toContain(PROFILE_IMAGE_MESSAGES.tooLarge);
    expect(((await cleaner.agent.get('/api/profile')).body as Profile).image).toBe(before.image);
    expect(await ProfileImage.findOne().sort({ updatedAt: -1 }).lean()).toEqual(storedBefore);
  });

  it('removes the picture: the initials show again and its address answers 404', async () => {
    const cleaner = await as('cleaner@harbour.test');
    const { image } = (await cleaner.upload(base64(await samplePhoto())).expect(200))
      .body as Profile;
    const removed = (await cleaner.remove().expect(200)).body as Profile;
    expect(removed.image).toBeNull();
    await cleaner.agent.get(image!).expect(404);
  });
});
