import { checkField, checklistAddSchema, maxLengthOf } from '@staydesk/contracts';
import { Button, Input } from '@staydesk/design-system';
import { useState, type FormEvent } from 'react';
import { rowStyle } from '../formStyles';

interface AddChecklistItemProps {
  busy: boolean;
  /** Resolves true when the item was added, so the form empties. */
  onAdd: (item: { title: string; section: string; required: boolean }) => Promise<boolean>;
}

const itemFields = checklistAddSchema.options[0].shape;

export function AddChecklistItem({ busy, onAdd }: AddChecklistItemProps) {
  const [title, setTitle] = useState('');
  const [section, setSection] = useState('');
  const [required, setRequired] = useState(false);
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkField(itemFields.title, title, 'New item');
    if (!checked.success) {
      setError(checked.message);
      return;
    }
    setError(undefined);
    const added = await onAdd({
      title: title.trim(),
      section: section.trim() || 'Other',
      required,
    });
    if (added) {
      setTitle('');
      setRequired(false);
    }
  }

  return (
    <form aria-label="Add checklist item" onSubmit={(event) => void submit(event)}>
      <div css={{ display: 'grid', gap: 8 }}>
        <Input
          label="New item"
          maxLength={maxLengthOf(itemFields.title)}
          value={title}
          error={error}
          onChange={(event) => setTitle(event.target.value)}
        />
        <Input
          label="Section"
          placeholder="Other"
          maxLength={maxLengthOf(itemFields.section)}
          value={section}
          onChange={(event) => setSection(event.target.value)}
        />
        <div css={rowStyle}>
          <label css={{ display: 'flex', gap: 8, alignItems: 'center' }}>
            <input
              type="checkbox"
              checked={required}
              onChange={(event) => setRequired(event.target.checked)}
            />
            Required
          </label>
          <Button type="submit" size="sm" loading={busy}>
            Add item
          </Button>
        </div>
      </div>
    </form>
  );
}
