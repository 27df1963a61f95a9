import { css, type Theme } from '@emotion/react';
import { activityTime, type Attachment, type TimelineEvent } from '@staydesk/contracts';
import { mutedStyle } from '../formStyles';
import { messageParts, readComment } from './comment';

const entryStyle = (theme: Theme) => css`
  padding: ${theme.space[2]} 0;
  border-bottom: 1px solid ${theme.colors.border.subtle};
  font-size: ${theme.typography.sizes.sm};
  p {
    margin: 0;
  }
  mark {
    background: ${theme.colors.background.selected};
    color: ${theme.colors.text.link};
    font-weight: ${theme.typography.weights.medium};
  }
`;

function timeLabel(value: string, now: Date): string {
  return Number.isNaN(new Date(value).getTime()) ? 'Unknown time' : activityTime(value, now);
}

interface TimelineEntryProps {
  event: TimelineEvent;
  attachments: readonly Attachment[];
  now: Date;
}

export function TimelineEntry({ event, attachments, now }: TimelineEntryProps) {
  const comment = event.type === 'comment' ? readComment(event.metadata) : null;
  const files = comment
    ? attachments.filter((attachment) => comment.attachments.includes(attachment.id))
    : [];
  return (
    <li css={entryStyle}>
      <p>
        <strong>{event.user_name || (event.created_by === 'system' ? 'System' : 'Someone')}</strong>
        {event.user_role && <span css={mutedStyle}> · {event.user_role}</span>}
        <span css={mutedStyle}> · {timeLabel(event.created_at, now)}</span>
      </p>
      {comment ? (
        <p css={{ whiteSpace: 'pre-wrap' }}>
          {messageParts(comment.message, comment.mentions).map((part, index) =>
            part.mention ? <mark key={index}>{part.text}</mark> : part.text,
          )}
        </p>
      ) : (
        <p>{event.description || 'No description'}</p>
      )}
      {files.length > 0 && (
        <ul css={{ margin: 0, paddingLeft: 18 }}>
          {files.map((file) => (
            <li key={file.id}>
              <a href={file.url} target="_blank" rel="noreferrer">
                {file.name || 'No title'}
              </a>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
