import { css } from '@emotion/react';
import { Badge, IconButton, type IconButtonProps } from '@staydesk/design-system';
import { BellIcon } from './BellIcon';
import { bellLabel } from './bell-label';

const badgeStyle = css`
  position: absolute;
  top: -4px;
  right: -6px;
  pointer-events: none;
`;

type BellButtonProps = Omit<IconButtonProps, 'label' | 'icon'> & { unreadCount: number };

/** The bell with its unread badge, the same before and after the dropdown's code has loaded. */
export function BellButton({ unreadCount, ...props }: BellButtonProps) {
  return (
    <IconButton
      css={{ position: 'relative' }}
      label={bellLabel(unreadCount)}
      icon={
        <>
          <BellIcon />
          <span css={badgeStyle} aria-hidden="true">
            <Badge count={unreadCount} />
          </span>
        </>
      }
      {...props}
    />
  );
}
