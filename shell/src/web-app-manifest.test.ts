import fs from 'node:fs';
import path from 'node:path';
import { theme } from '@staydesk/design-system';

const publicDir = path.join(__dirname, '..', 'public');
const manifest = JSON.parse(
  fs.readFileSync(path.join(publicDir, 'manifest.webmanifest'), 'utf8'),
) as {
  name: string;
  theme_color: string;
  icons: { src: string; sizes: string; purpose: string }[];
};

/** A PNG's width and height, from its header. */
function pngSize(file: string): string {
  const bytes = fs.readFileSync(path.join(publicDir, file));
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('the web app manifest', () => {
  it("is Staydesk's, in the design-system's brand colour", () => {
    expect(manifest.name).toBe('Staydesk');
    expect(manifest.theme_color).toBe(theme.colors.primary[700]);
  });

  it('has 192 and 512 px icons and a maskable one, each of its stated size', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of manifest.icons) expect(pngSize(icon.src)).toBe(icon.sizes);
  });
});
