import { checkField, maxLengthOf, subtaskCreateSchema } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { useState, type FormEvent } from 'react';
import { rowStyle } from '../formStyles';

interface AddSubtaskProps {
  busy: boolean;
  onAdd: (title: string) => Promise<boolean>;
}

export function AddSubtask({ busy, onAdd }: AddSubtaskProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkField(subtaskCreateSchema.shape.title, title, 'New subtask');
    if (!checked.success) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    if (await onAdd(title.trim())) setTitle('');
  }

  return (
    <form aria-label="Add subtask" onSubmit={(event) => void submit(event)}>
      <div css={[rowStyle, { alignItems: 'flex-end', flexWrap: 'nowrap' }]}>
        <div css={{ flex: 1 }}>
          <Input
            label="New subtask"
            maxLength={maxLengthOf(subtaskCreateSchema.shape.title)}
            value={title}
            error={error}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <Button type="submit" size="sm" loading={busy}>
          Add subtask
        </Button>
      </div>
    </form>
  );
}
