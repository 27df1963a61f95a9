import { samplePhoto, sampleText } from '../../../test/sample-files';
import { sniffUploadType } from './sniff';

/** The start of a WebM file: an EBML header whose DocType is 'webm'. */
const webmHead = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x87, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x00,
]);

describe('sniffUploadType', () => {
  it('reads the type from the content, whatever the client declares', async () => {
    expect(await sniffUploadType(await samplePhoto(), 'application/pdf')).toBe('image/png');
    expect(await sniffUploadType(sampleText(), 'image/jpeg')).toBeNull();
  });

  it('believes audio or video only between twins of the same container', async () => {
    expect(await sniffUploadType(webmHead, 'audio/webm;codecs=opus')).toBe('audio/webm');
    expect(await sniffUploadType(webmHead, 'video/webm')).toBe('video/webm');
    expect(await sniffUploadType(webmHead, 'image/png')).toBe('video/webm');
    expect(await sniffUploadType(webmHead, 'audio/mp4')).toBe('video/webm');
  });
});
