import { css, type Theme } from '@emotion/react';
import type { ChecklistItem } from '@staydesk/contracts';
import { Badge, CloseIcon, IconButton } from '@staydesk/design-system';
import { useId } from 'react';

interface ChecklistItemRowProps {
  item: ChecklistItem;
  mayTick: boolean;
  mayDelete: boolean;
  busy: boolean;
  onToggle: (completed: boolean) => void;
  onDelete: () => void;
}

const rowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  min-height: 40px;
  font-size: ${theme.typography.sizes.sm};
  label {
    flex: 1 1 auto;
    display: flex;
    align-items: center;
    gap: ${theme.space[2]};
  }
  input {
    width: 18px;
    height: 18px;
  }
`;

export function ChecklistItemRow({
  item,
  mayTick,
  mayDelete,
  busy,
  onToggle,
  onDelete,
}: ChecklistItemRowProps) {
  const id = useId();
  return (
    <li css={rowStyle}>
      <label htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={item.completed}
          disabled={!mayTick || busy}
          onChange={(event) => onToggle(event.target.checked)}
        />
        <span css={item.completed ? { textDecoration: 'line-through' } : undefined}>
          {item.title || 'No title'}
        </span>
      </label>
      {item.required && <Badge tone="warning">Required</Badge>}
      {mayDelete && !item.required && (
        <IconButton
          label={`Delete ${item.title}`}
          icon={<CloseIcon />}
          size="sm"
          variant="ghost"
          disabled={busy}
          onClick={onDelete}
        />
      )}
    </li>
  );
}
