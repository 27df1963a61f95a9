import { css, type Theme } from '@emotion/react';
import type { Notification } from '@staydesk/contracts';
import { Skeleton, VisuallyHidden } from '@staydesk/design-system';
import { memo, useEffect, useRef, type CSSProperties } from 'react';
import { NotificationItem } from '../notification-item/NotificationItem';
import { pageOffsetOf, useNotificationPageState } from './api';
import type { ListView } from './filters';

const skeletonStyle = (theme: Theme) => css`
  display: grid;
  gap: ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
  border-left: 3px solid transparent;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

export interface VirtualRowProps {
  view: ListView;
  index: number;
  total: number;
  /** Offset from the top of the list, from the virtualizer. */
  start: number;
  measure: (element: HTMLElement | null) => void;
  tabbable: boolean;
  /** The keyboard moved here: take focus once the row can. */
  focusRequested: boolean;
  onFocused: (index: number) => void;
  onActive: (index: number) => void;
  now: Date;
  onOpen: (notification: Notification) => void;
  onArchive: (id: string) => Promise<void>;
}

/** One row of the virtual list: the notification once its page has loaded, a placeholder until. */
export const VirtualRow = memo(function VirtualRow({
  view,
  index,
  total,
  start,
  measure,
  tabbable,
  focusRequested,
  onFocused,
  onActive,
  now,
  onOpen,
  onArchive,
}: VirtualRowProps) {
  const offset = pageOffsetOf(index);
  const { notification, loaded } = useNotificationPageState(
    { view, offset },
    {
      selectFromResult: ({ currentData }) => ({
        notification: currentData?.notifications[index - offset],
        loaded: currentData !== undefined,
      }),
    },
  );
  const openButton = useRef<HTMLButtonElement>(null);
  const placeholder = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (!focusRequested) return;
    // A row still loading holds focus itself until its notification arrives.
    (openButton.current ?? placeholder.current)?.focus({ preventScroll: true });
    if (openButton.current) onFocused(index);
  }, [focusRequested, notification, onFocused, index]);

  const position: CSSProperties = {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    transform: `translateY(${start}px)`,
  };
  const rowProps = {
    'data-index': index,
    'aria-posinset': index + 1,
    'aria-setsize': total,
    onFocus: () => onActive(index),
    style: position,
  };

  if (notification) {
    return (
      <NotificationItem
        ref={measure}
        {...rowProps}
        notification={notification}
        now={now}
        onOpen={onOpen}
        onArchive={onArchive}
        rowTabIndex={tabbable ? 0 : -1}
        openRef={openButton}
      />
    );
  }
  if (loaded) {
    // The list got shorter since the total was read; the next response corrects the count.
    return <li ref={measure} {...rowProps} aria-hidden="true" />;
  }
  return (
    <li
      ref={(element) => {
        placeholder.current = element;
        measure(element);
      }}
      {...rowProps}
      tabIndex={tabbable ? 0 : -1}
      aria-busy="true"
      css={skeletonStyle}
    >
      <VisuallyHidden>Loading notification</VisuallyHidden>
      <Skeleton width="60%" height={14} />
      <Skeleton height={12} />
      <Skeleton width="25%" height={10} />
    </li>
  );
});
