import { css, type Theme } from '@emotion/react';
import type { Mention } from '@staydesk/contracts';

const listStyle = (theme: Theme) => css`
  position: absolute;
  left: 0;
  right: 0;
  bottom: calc(100% + ${theme.space[1]});
  z-index: ${theme.zIndices.popover};
  max-height: 240px;
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space[1]};
  list-style: none;
  background: ${theme.colors.background.surface};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

const optionStyle = (theme: Theme) => css`
  display: flex;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${theme.colors.background.selected};
  }
  small {
    color: ${theme.colors.text.secondary};
  }
`;

export const mentionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface MentionPickerProps {
  id: string;
  candidates: readonly Mention[];
  active: number;
  onPick: (mention: Mention) => void;
}

/** The listbox the message field controls; focus stays in the field (aria-activedescendant). */
export function MentionPicker({ id, candidates, active, onPick }: MentionPickerProps) {
  return (
    <ul id={id} role="listbox" aria-label="People and groups" css={listStyle}>
      {candidates.map((mention, index) => (
        <li
          key={mention.id}
          id={mentionOptionId(id, index)}
          role="option"
          aria-selected={index === active}
          css={optionStyle}
          // Keeps focus (and the caret) in the message field.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onPick(mention)}
        >
          <span>{mention.display}</span>
          {mention.id.startsWith('group:') && <small>Group</small>}
        </li>
      ))}
    </ul>
  );
}
