import sharp from 'sharp';
import { sampleVideo } from '../../../test/sample-files';
import { posterFrame } from './poster';

describe('posterFrame', () => {
  it('takes the first frame of a clip shorter than a second', async () => {
    const jpeg = await posterFrame(await sampleVideo(0.3), 32);

    const { format, width, height } = await sharp(jpeg!).metadata();
    expect([format, width, height]).toEqual(['jpeg', 32, 24]);
  });

  it('gives no poster when there is no ffmpeg', async () => {
    expect(await posterFrame(await sampleVideo(), 320, '/nowhere/ffmpeg')).toBeNull();
  });
});
