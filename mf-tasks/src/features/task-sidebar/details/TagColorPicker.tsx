import { css, type Theme } from '@emotion/react';
import { TAG_COLORS } from '@staydesk/contracts';
import { focusRing } from '@staydesk/design-system';
import { labelStyle } from '../formStyles';

export type TagColor = (typeof TAG_COLORS)[number];

const swatchesStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]};
  margin: 0;
  padding: 0;
  border: 0;
`;

const swatchStyle = (theme: Theme, color: string) => css`
  appearance: none;
  width: 24px;
  height: 24px;
  margin: 0;
  border-radius: ${theme.radii.full};
  background: ${color};
  cursor: pointer;
  &:checked {
    outline: 2px solid ${theme.colors.text.primary};
    outline-offset: 2px;
  }
  ${focusRing(theme)}
`;

/** The 16 preset colours as a radio group: arrows move between them. */
export function TagColorPicker({
  value,
  onChange,
}: {
  value: TagColor;
  onChange: (color: TagColor) => void;
}) {
  return (
    <fieldset css={swatchesStyle}>
      <legend css={labelStyle}>Tag colour</legend>
      {TAG_COLORS.map((color, index) => (
        <input
          key={color}
          type="radio"
          name="tag-color"
          value={color}
          aria-label={`Colour ${index + 1} of ${TAG_COLORS.length}`}
          checked={color === value}
          onChange={() => onChange(color)}
          css={(theme) => swatchStyle(theme, color)}
        />
      ))}
    </fieldset>
  );
}
