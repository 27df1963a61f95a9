import { css, type Theme } from '@emotion/react';
import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import { focusRing } from '../../styles/focusRing';
import { Badge } from '../Badge/Badge';

export interface TabItem {
  id: string;
  label: string;
  disabled?: boolean;
  /** A count shown after the label; hidden when zero. */
  badge?: number;
  /** The tab's name for screen readers when the label and count alone are unclear ('All 3 unread'). */
  accessibleLabel?: string;
}

export interface TabsProps {
  items: TabItem[];
  value: string;
  onValueChange: (id: string) => void;
  /** Names the tab list for screen readers when nothing on screen does. */
  label?: string;
  /** `TabPanel`s, one per item. */
  children: ReactNode;
  /** Lets a parent lay the tabs out, e.g. fill a column with the panel scrolling inside. */
  className?: string;
}

export interface TabPanelProps {
  /** The `id` of the tab item this panel belongs to. */
  value: string;
  children: ReactNode;
  className?: string;
}

const listStyle = (theme: Theme) => css`
  display: flex;
  gap: ${theme.space[1]};
  overflow-x: auto;
  border-bottom: 1px solid ${theme.colors.border.subtle};
  scrollbar-width: thin;
`;

const triggerStyle = (theme: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex-shrink: 0;
  padding: ${theme.space[2]} ${theme.space[3]};
  margin-bottom: -1px;
  border: 0;
  border-bottom: 2px solid transparent;
  background: transparent;
  color: ${theme.colors.text.secondary};
  font-family: inherit;
  font-size: ${theme.typography.sizes.sm};
  font-weight: ${theme.typography.weights.medium};
  white-space: nowrap;
  cursor: pointer;
  &:hover:not(:disabled) {
    color: ${theme.colors.text.primary};
  }
  &[data-state='active'] {
    color: ${theme.colors.primary[700]};
    border-bottom-color: ${theme.colors.primary[600]};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  ${focusRing(theme)}
  &:focus-visible {
    outline-offset: -2px;
  }
`;

const panelStyle = (theme: Theme) => css`
  ${focusRing(theme)}
`;

export function Tabs({ items, value, onValueChange, label, children, className }: TabsProps) {
  return (
    <RadixTabs.Root value={value} onValueChange={onValueChange} className={className}>
      <RadixTabs.List css={listStyle} aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger
            key={item.id}
            value={item.id}
            disabled={item.disabled}
            aria-label={item.accessibleLabel}
            css={triggerStyle}
          >
            {item.label}
            {/* Read as two words, so a name that starts 'All 3' holds what the tab shows. */}
            {item.badge !== undefined && ' '}
            {item.badge !== undefined && <Badge count={item.badge} tone="info" />}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {children}
    </RadixTabs.Root>
  );
}

export function TabPanel({ value, children, className }: TabPanelProps) {
  return (
    <RadixTabs.Content value={value} css={panelStyle} className={className}>
      {children}
    </RadixTabs.Content>
  );
}
