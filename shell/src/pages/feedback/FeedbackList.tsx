import { EmptyState } from '@staydesk/design-system';
import { PageError, PageLoading } from '../page-kit/PageFrame';
import { loadOf } from '../page-kit/query-load';
import { useFeedbackListQuery } from './feedback-api';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** The customer's newest feedback, for admins (shown on /system). */
export function FeedbackList() {
  const answer = loadOf(useFeedbackListQuery());
  if (answer.state === 'loading') return <PageLoading />;
  if (answer.state === 'error')
    return <PageError>Failed to load feedback: {answer.message}</PageError>;
  if (answer.data.feedback.length === 0) return <EmptyState title="No feedback yet" />;
  return (
    <ul css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {answer.data.feedback.map((entry) => (
        <li
          key={entry.id}
          css={{ padding: '10px 12px', border: '1px solid #e2e8f0', borderRadius: 8 }}
        >
          <p css={{ margin: '0 0 6px', whiteSpace: 'pre-wrap' }}>{entry.message}</p>
          <p css={{ margin: 0, fontSize: 13, color: '#475569' }}>
            {entry.author.name} ({entry.author.email}) · {when.format(new Date(entry.createdAt))}
            {entry.page ? ` · from ${entry.page}` : ''}
          </p>
        </li>
      ))}
    </ul>
  );
}
