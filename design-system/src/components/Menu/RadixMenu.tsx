import { listItemStyle } from '../../styles/listItem';
import { css, type Theme } from '@emotion/react';
import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { useEffect, useRef } from 'react';

import type { MenuProps } from './menu-props';

const contentStyle = (theme: Theme) => css`
  z-index: ${theme.zIndices.popover};
  min-width: 180px;
  max-width: calc(100vw - ${theme.space[4]});
  padding: ${theme.space[1]};
  background: ${theme.colors.background.surface};
  border: 1px solid ${theme.colors.border.subtle};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.md};
`;

/** The Radix menu itself, loaded by `Menu` on the first interaction. */
export default function RadixMenuButton({
  trigger,
  items,
  align = 'end',
  openedWith,
}: MenuProps & { openedWith: 'keyboard' | 'pointer' }) {
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Opened from the keyboard, focus goes to the first item, as Radix does itself when its
    // own trigger handles the key. A task later, so it follows the menu's own auto-focus.
    if (openedWith !== 'keyboard') return;
    const timer = setTimeout(() =>
      content.current
        ?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])')
        ?.focus(),
    );
    return () => clearTimeout(timer);
  }, [openedWith]);
  return (
    // A modal menu aria-hides the page while leaving it focusable, which axe reports as
    // aria-hidden-focus; a menu button needs no modality and focus still moves into the menu.
    <RadixMenu.Root modal={false} defaultOpen>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content
          css={contentStyle}
          align={align}
          sideOffset={4}
          collisionPadding={8}
          ref={content}
        >
          {items.map((item) => (
            <RadixMenu.Item
              key={item.label}
              css={listItemStyle}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.label}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
