import { attachmentKind, browserCanShow } from './attachment-kind';

test('a file is a picture, a video, a sound or a plain file by its type', () => {
  expect(
    ['image/heic', 'video/quicktime', 'audio/webm', 'application/pdf', 'text/plain'].map((type) =>
      attachmentKind({ type }),
    ),
  ).toEqual(['image', 'video', 'audio', 'file', 'file']);
});

test('every browser draws JPEG, PNG, WebP and GIF, not HEIC', () => {
  expect(browserCanShow({ type: 'image/jpeg' })).toBe(true);
  expect(browserCanShow({ type: 'image/webp' })).toBe(true);
  expect(browserCanShow({ type: 'image/heic' })).toBe(false);
});
