import { useState, type FormEvent } from 'react';
import { checkInput, FEEDBACK_MAX_LENGTH, feedbackDraftSchema } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { answerOf } from '../page-kit/query-load';
import { useSendFeedbackMutation } from './feedback-api';

/** Sends what the person noticed and thanks them. */
export function FeedbackForm() {
  const [sendFeedback] = useSendFeedbackMutation();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const draft = checkInput(feedbackDraftSchema, { message }, { message: 'Feedback' });
    if (!draft.success) {
      setError(draft.message);
      return;
    }
    setSending(true);
    setError(null);
    try {
      await answerOf(sendFeedback(draft.data));
      setSent(true);
      setMessage('');
    } catch (failure) {
      setError(`Could not send your feedback: ${(failure as Error).message}`);
    } finally {
      setSending(false);
    }
  };

  if (sent)
    return (
      <div role="status">
        <p css={{ margin: '0 0 12px' }}>Thank you! Your feedback reached the team.</p>
        <Button variant="secondary" onClick={() => setSent(false)}>
          Send more feedback
        </Button>
      </div>
    );
  return (
    <form onSubmit={(event) => void submit(event)} css={{ display: 'grid', gap: 8, maxWidth: 640 }}>
      <label htmlFor="feedback-message" css={{ fontWeight: 600 }}>
        What did you notice?
      </label>
      <textarea
        id="feedback-message"
        value={message}
        maxLength={FEEDBACK_MAX_LENGTH}
        rows={6}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'feedback-error' : undefined}
        onChange={(event) => setMessage(event.target.value)}
        css={{
          font: 'inherit',
          padding: 8,
          border: '1px solid #94a3b8',
          borderRadius: 6,
          resize: 'vertical',
        }}
      />
      {error && (
        <p id="feedback-error" role="alert" css={{ margin: 0, color: '#b91c1c' }}>
          {error}
        </p>
      )}
      <Button type="submit" disabled={sending} css={{ justifySelf: 'start' }}>
        {sending ? 'Sending…' : 'Send feedback'}
      </Button>
    </form>
  );
}
