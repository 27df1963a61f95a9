import { css, type Theme } from '@emotion/react';
import type { ChecklistItem } from '@staydesk/contracts';

const listStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = (theme: Theme, current: boolean) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.space[3]};
  border-radius: ${theme.radii.md};
  background: ${current ? theme.colors.background.selected : 'transparent'};
  font-weight: ${current ? theme.typography.weights.medium : 'inherit'};
  overflow-wrap: anywhere;
`;

const markStyle = (theme: Theme, done: boolean) => css`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 50%;
  border: 2px solid ${done ? theme.colors.success[700] : theme.colors.border.control};
  background: ${done ? theme.colors.success[700] : 'transparent'};
  color: ${theme.colors.text.inverse};
`;

/** Every step, done or not, the current one marked; read-only. */
export function StepList({
  checklist,
  currentId,
  label = 'Steps',
}: {
  checklist: readonly ChecklistItem[];
  currentId: string | null;
  label?: string;
}) {
  const done = checklist.filter((item) => item.completed).length;
  return (
    <section aria-label={label} css={(theme) => ({ display: 'grid', gap: theme.space[2] })}>
      <p css={{ margin: 0 }}>
        {done} of {checklist.length} steps done
      </p>
      <ol css={listStyle}>
        {checklist.map((item) => (
          <li
            key={item.id}
            css={(theme) => itemStyle(theme, item.id === currentId)}
            aria-current={item.id === currentId ? 'step' : undefined}
          >
            <span css={(theme) => markStyle(theme, item.completed)} aria-hidden="true">
              {item.completed ? '✓' : ''}
            </span>
            <span>
              {item.title}
              {item.completed ? ' (done)' : item.id === currentId ? ' (current step)' : ''}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
