import { completionRefusal } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { useState } from 'react';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { SaveFailure } from '../editing/SaveFailure';
import type { Failure } from '../editing/useFieldDraft';

/**
 * Complete ↔ reopen. Completion waits for the required checklist items; reopening clears the
 * completion time.
 */
export function CompleteToggle() {
  const { task, save } = useTaskEditing();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);
  const completed = task.status === 'completed';

  async function toggle() {
    const refusal = completed ? null : completionRefusal(task);
    if (refusal) {
      setFailure({ ok: false, conflict: false, message: refusal });
      return;
    }
    setSaving(true);
    const outcome = await save(
      completed
        ? { status: 'todo', completedAt: null }
        : { status: 'completed', completedAt: new Date().toISOString() },
    );
    setSaving(false);
    setFailure(outcome.ok ? null : outcome);
  }

  return (
    <div>
      <Button
        variant={completed ? 'secondary' : 'primary'}
        size="sm"
        loading={saving}
        aria-pressed={completed}
        onClick={() => void toggle()}
      >
        {completed ? 'Completed' : 'Complete'}
      </Button>
      <SaveFailure failure={failure} />
    </div>
  );
}
