import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
} from 'react';
import type { MenuProps } from './menu-props';

const loadRadixMenu = () => import('./RadixMenu');
const RadixMenuButton = lazy(loadRadixMenu);

type TriggerProps = {
  onClick?: (event: MouseEvent) => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  onKeyDown?: (event: KeyboardEvent) => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/**
 * A menu button. Until it is first used only the trigger renders; Radix's menu (with its
 * positioning engine) loads on hover or focus and opens on the first click or arrow key, so
 * the menus in the page header cost nothing on the critical path.
 */
export function Menu(props: MenuProps) {
  const [openedWith, setOpenedWith] = useState<'keyboard' | 'pointer' | null>(null);
  const stub = cloneElement(props.trigger as ReactElement<TriggerProps>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onFocus: () => void loadRadixMenu(),
    onPointerEnter: () => void loadRadixMenu(),
    // A click from Enter or Space has no pointer position (detail 0).
    onClick: (event: MouseEvent) => setOpenedWith(event.detail === 0 ? 'keyboard' : 'pointer'),
    onKeyDown: (event: KeyboardEvent) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpenedWith('keyboard');
      }
    },
  });
  if (openedWith === null) return stub;
  return (
    <Suspense fallback={stub}>
      <RadixMenuButton {...props} openedWith={openedWith} />
    </Suspense>
  );
}
