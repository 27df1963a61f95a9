import { css, type Theme } from '@emotion/react';
import { relativeTime, type Notification } from '@staydesk/contracts';
import { Button, VisuallyHidden } from '@staydesk/design-system';
import { useState } from 'react';

/** Longer texts collapse behind 'Show more' (spec: shell §9). */
export const COLLAPSE_AFTER = 120;

const itemStyle = (theme: Theme, unread: boolean) => css`
  display: grid;
  gap: ${theme.space[1]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-bottom: 1px solid ${theme.colors.border.subtle};
  border-left: 3px solid ${unread ? theme.colors.unread : 'transparent'};
  background: ${unread ? theme.colors.background.selected : 'transparent'};
  font-size: ${theme.typography.sizes.sm};
  &:last-of-type {
    border-bottom: 0;
  }
`;

/** Shown on hover and on keyboard focus; always shown where there is no hover (touch). */
const archiveStyle = css`
  justify-self: end;
  margin-top: -4px;
  @media (hover: hover) {
    li:not(:hover):not(:focus-within) > & {
      opacity: 0;
    }
  }
`;

const titleStyle = (theme: Theme) => css`
  margin: 0;
  font-weight: ${theme.typography.weights.semibold};
  overflow-wrap: anywhere;
`;

const descriptionStyle = (theme: Theme) => css`
  margin: 0;
  color: ${theme.colors.text.secondary};
  overflow-wrap: anywhere;
`;

const toggleStyle = (theme: Theme) => css`
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

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  onArchive: (id: string) => Promise<void>;
}

export function NotificationItem({ notification, now, onArchive }: NotificationItemProps) {
  const [expanded, setExpanded] = useState(false);
  const [archiving, setArchiving] = useState(false);
  const archive = () => {
    setArchiving(true);
    // The spinner stops whatever the outcome; a failure is only logged (spec: shell §8).
    void onArchive(notification.id).finally(() => setArchiving(false));
  };
  const unread = !notification.is_read;
  const description = notification.description || 'No description';
  const long = description.length > COLLAPSE_AFTER;
  return (
    <li css={(theme) => itemStyle(theme, unread)}>
      <p css={titleStyle}>
        {unread && <VisuallyHidden>Unread: </VisuallyHidden>}
        {notification.title || 'No title'}
      </p>
      <p css={descriptionStyle}>
        {long && !expanded ? `${description.slice(0, COLLAPSE_AFTER)}…` : description}
      </p>
      {long && (
        <button
          type="button"
          css={toggleStyle}
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? 'Show less' : 'Show more'}
        </button>
      )}
      <time
        dateTime={notification.created_at ?? undefined}
        css={(theme) => ({
          color: theme.colors.text.secondary,
          fontSize: theme.typography.sizes.xs,
        })}
      >
        {relativeTime(notification.created_at, now)}
      </time>
      <Button
        variant="ghost"
        size="sm"
        css={archiveStyle}
        loading={archiving}
        aria-label={`Archive ${notification.title || 'notification'}`}
        onClick={archive}
      >
        Archive
      </Button>
    </li>
  );
}
