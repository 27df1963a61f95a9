import {
  assignmentRespondSchema,
  assignmentResponseRefusal,
  maxLengthOf,
} from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useId, useState } from 'react';
import { useRespondToAssignmentMutation } from '../../task-api';
import { Banner } from '../banners/Banner';
import { ErrorText } from '../editing/ErrorText';
import { useCallFailure } from '../editing/useCallFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { fieldStyle, mutedStyle, rowStyle } from '../formStyles';

/** The assignee of a pending assignment accepts or declines it, with optional notes. */
export function AssignmentResponse() {
  const { task, viewer } = useTaskEditing();
  const notesId = useId();
  const [notes, setNotes] = useState('');
  const { message, report } = useCallFailure();
  const [respond, { isLoading }] = useRespondToAssignmentMutation();
  const pending = task.assignments.find(
    (assignment) =>
      assignment.user_id === viewer.userId &&
      assignmentResponseRefusal(task.status, {
        acceptanceStatus: assignment.acceptance_status,
        status: assignment.status,
      }) === null,
  );
  if (!pending) return null;

  async function answer(accept: boolean) {
    if (!pending) return;
    const trimmed = notes.trim();
    const result = await respond({
      taskId: task.id,
      assignmentId: pending.id,
      accept,
      ...(trimmed ? { notes: trimmed } : {}),
    });
    report(result, 'Could not send your answer');
  }

  return (
    <Banner tone="info" label="Assignment">
      <p>
        <strong>This task is assigned to you.</strong> Accept it or decline it.
      </p>
      {task.acceptance_deadline && (
        <p css={mutedStyle}>
          Answer by {new Date(task.acceptance_deadline).toLocaleString('en-US')}
        </p>
      )}
      <label htmlFor={notesId} css={{ display: 'block', marginTop: 8 }}>
        Notes (optional)
      </label>
      <textarea
        id={notesId}
        rows={2}
        maxLength={maxLengthOf(assignmentRespondSchema.shape.notes)}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        css={fieldStyle}
      />
      <div css={[rowStyle, { marginTop: 8 }]}>
        <Button size="sm" loading={isLoading} onClick={() => void answer(true)}>
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={isLoading}
          onClick={() => void answer(false)}
        >
          Decline
        </Button>
      </div>
      <ErrorText message={message} />
    </Banner>
  );
}
