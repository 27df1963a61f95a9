import type { TaskUpdate } from '@staydesk/contracts';
import { useState } from 'react';
import type { SaveOutcome } from './useSaveTask';
import { useTaskEditing } from './TaskEditingContext';

export type Failure = Extract<SaveOutcome, { ok: false }>;

/**
 * A field's typed value until it is saved: a failed save keeps it (and says why), a saved one
 * gives way to the task's value again, so live updates show while nobody is typing.
 */
export function useFieldDraft<Value>(saved: Value) {
  const { save } = useTaskEditing();
  const [draft, setDraft] = useState<{ value: Value } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saving, setSaving] = useState(false);

  async function commit(changes: Omit<TaskUpdate, 'version'>): Promise<boolean> {
    setSaving(true);
    const outcome = await save(changes);
    setSaving(false);
    if (outcome.ok) {
      setDraft(null);
      setFailure(null);
      return true;
    }
    setFailure(outcome);
    return false;
  }

  return {
    value: draft ? draft.value : saved,
    dirty: draft !== null,
    edit: (value: Value) => setDraft({ value }),
    discard: () => {
      setDraft(null);
      setFailure(null);
    },
    commit,
    failure,
    saving,
  };
}
