import type { ReactElement } from 'react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  disabled?: boolean;
}

export interface MenuProps {
  /** A single focusable element that accepts a ref, such as `Button` or `IconButton`. */
  trigger: ReactElement;
  items: MenuItem[];
  align?: 'start' | 'center' | 'end';
}
