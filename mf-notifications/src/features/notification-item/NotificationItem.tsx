import { css, type Theme } from '@emotion/react';
import { relativeTime, type Notification } from '@staydesk/contracts';
import { Button, VisuallyHidden } from '@staydesk/design-system';
import { useState, type ComponentPropsWithRef, type Ref } from 'react';

/** Longer texts collapse behind 'Show more' (spec: shell §9). */
export const COLLAPSE_AFTER = 120;

const itemStyle = (theme: Theme, unread: boolean) => css`
  position: relative;
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
  border-left: 3px solid ${unread ? theme.colors.unread : 'transparent'};
  background: ${unread ? theme.colors.background.selected : theme.colors.background.surface};
  font-size: ${theme.typography.sizes.sm};
  &:hover {
    background: ${unread ? theme.colors.background.selected : theme.colors.background.subtle};
  }
  &:last-of-type {
    border-bottom: 0;
  }
`;

const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-size: inherit;
  font-weight: ${theme.typography.weights.semibold};
  overflow-wrap: anywhere;
`;

/**
 * The notification's own action. Its hit area stretches over the whole row, so a click
 * anywhere opens it, while the other controls sit above it and keep their own clicks.
 */
const openStyle = (theme: Theme) => css`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
  &:focus-visible::after {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

const aboveOpenArea = css`
  position: relative;
  z-index: 1;
`;

const descriptionStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const toggleStyle = (theme: Theme) => css`
  ${aboveOpenArea}
  justify-self: start;
  padding: 0;
  border: 0;
  background: none;
  color: ${theme.colors.text.link};
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
`;

const metaStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  margin-bottom: -${theme.space[1]};
  color: ${theme.colors.text.secondary};
  font-size: ${theme.typography.sizes.xs};
`;

/** Shown on hover and on keyboard focus; always shown where there is no hover (touch). */
const archiveStyle = css`
  ${aboveOpenArea}
  @media (hover: hover) {
    li:not(:hover):not(:focus-within) & {
      opacity: 0;
    }
  }
`;

export interface NotificationItemProps extends Omit<ComponentPropsWithRef<'li'>, 'children'> {
  notification: Notification;
  now: Date;
  onOpen: (notification: Notification) => void;
  onArchive: (id: string) => Promise<void>;
  /** Roving focus in a long list: only the current row's controls are in the tab order. */
  rowTabIndex?: number;
  /** The open button, for a list that moves focus between rows. */
  openRef?: Ref<HTMLButtonElement>;
}

export function NotificationItem({
  notification,
  now,
  onOpen,
  onArchive,
  rowTabIndex,
  openRef,
  ...listItemProps
}: NotificationItemProps) {
  const [expanded, setExpanded] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const archive = () => {
    setArchiving(true);
    // The spinner stops whatever the outcome; a failure is only logged (spec: shell §8).
    void onArchive(notification.id).finally(() => setArchiving(false));
  };
  const unread = !notification.is_read;
  const title = notification.title || 'No title';
  const description = notification.description || 'No description';
  const long = description.length > COLLAPSE_AFTER;
  return (
    <li css={(theme) => itemStyle(theme, unread)} {...listItemProps}>
      <h3 css={titleStyle}>
        <button
          ref={openRef}
          type="button"
          css={openStyle}
          tabIndex={rowTabIndex}
          onClick={() => onOpen(notification)}
        >
          {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
          {title}
        </button>
      </h3>
      <p css={descriptionStyle}>
        {long && !expanded ? `${description.slice(0, COLLAPSE_AFTER)}…` : description}
      </p>
      {long && (
        <button
          type="button"
          css={toggleStyle}
          aria-expanded={expanded}
          tabIndex={rowTabIndex}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
      <div css={metaStyle}>
        <time dateTime={notification.created_at ?? undefined}>
          {relativeTime(notification.created_at, now)}
        </time>
        <Button
          variant="ghost"
          size="sm"
          css={archiveStyle}
          loading={archiving}
          aria-label={`Archive ${notification.title || 'notification'}`}
          tabIndex={rowTabIndex}
          onClick={archive}
        >
          Archive
        </Button>
      </div>
    </li>
  );
}
