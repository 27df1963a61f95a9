import { theme, mq } from './theme';

/** WCAG 2.x relative luminance and contrast ratio for #rrggbb colours. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const { colors } = theme;
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe('theme', () => {
  it('builds media queries from the breakpoints, mobile from contracts', () => {
    expect(mq.below('mobile')).toBe('@media (max-width: 767.98px)');
    expect(mq.above('mobile')).toBe('@media (min-width: 768px)');
  });

  it.each(Object.entries(colors.tones))('tone %s meets AA for soft and solid text', (_, tone) => {
    expect(contrast(tone.softText, tone.softBackground)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrast(tone.solidText, tone.solidBackground)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['primary text', colors.text.primary, colors.background.surface],
    ['secondary text', colors.text.secondary, colors.background.surface],
    ['muted text', colors.text.muted, colors.background.surface],
    ['muted text on subtle', colors.text.muted, colors.background.subtle],
    ['link', colors.text.link, colors.background.surface],
    ['error text', colors.text.danger, colors.background.surface],
    ['primary button', colors.text.inverse, colors.primary[600]],
    ['primary button hover', colors.text.inverse, colors.primary[700]],
    ['danger button', colors.text.inverse, colors.danger[600]],
    ['ghost button hover', colors.text.primary, colors.background.muted],
    ['active tab', colors.primary[700], colors.background.surface],
    ['avatar initials', colors.primary[800], colors.primary[100]],
  ])('%s meets AA for text', (_, foreground, background) => {
    expect(contrast(foreground, background)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each([
    ['control border', colors.border.control],
    ['focus ring', colors.focus],
    ['unread border', colors.unread],
  ])('%s stands out from the surface (3:1)', (_, colour) => {
    expect(contrast(colour, colors.background.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });
});
