import { NOTIFICATION_CATEGORY_LABELS, NOTIFICATION_TYPE_LABELS } from '@staydesk/contracts';
import { css, type Theme } from '@emotion/react';
import type { NotificationType } from '@staydesk/contracts';
import { Checkbox } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { toggled, type TypeGroup } from './filters';

const detailsStyle = (theme: Theme) => css`
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.md};
  summary {
    padding: ${theme.space[2]} ${theme.space[3]};
    font-size: ${theme.typography.sizes.sm};
    cursor: pointer;
    border-radius: ${theme.radii.md};
  }
  summary:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const optionsStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: 0 ${theme.space[3]} ${theme.space[3]};
`;

interface TypeFilterGroupProps {
  group: TypeGroup;
  selected: readonly NotificationType[];
  onChange: (types: NotificationType[]) => void;
}

/** The types of one category, folded away until wanted; the summary says how many are ticked. */
export function TypeFilterGroup({ group, selected, onChange }: TypeFilterGroupProps) {
  const ticked = group.types.filter((type) => selected.includes(type)).length;
  const label = NOTIFICATION_CATEGORY_LABELS[group.category];
  // Open at first where something is ticked; after that the user folds it as they like.
  const [openAtFirst] = useState(ticked > 0);
  return (
    <details css={detailsStyle} open={openAtFirst || undefined}>
      <summary>{ticked > 0 ? `${label} (${ticked} selected)` : label}</summary>
      <div css={optionsStyle}>
        {group.types.map((type) => (
          <Checkbox
            key={type}
            label={NOTIFICATION_TYPE_LABELS[type]}
            checked={selected.includes(type)}
            onCheckedChange={(on) => onChange(toggled(selected, type, on))}
          />
        ))}
      </div>
    </details>
  );
}
