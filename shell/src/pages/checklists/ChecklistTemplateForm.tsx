import { useId, useState, type FormEvent } from 'react';
import { TASK_CATEGORIES, type TaskCategory } from '@staydesk/contracts';
import { Button, IconButton, CloseIcon, Input } from '@staydesk/design-system';
import {
  categoryLabel,
  inputOf,
  newItem,
  type DraftItem,
  type TemplateDraft,
} from './template-draft';
import type { ChecklistTemplateInput } from '@staydesk/contracts';

const fieldStyle = {
  font: 'inherit',
  minHeight: 40,
  padding: '8px 12px',
  border: '1px solid #94a3b8',
  borderRadius: 6,
  background: '#fff',
} as const;

const itemRowStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: 8,
  padding: 8,
  border: '1px solid #e2e8f0',
  borderRadius: 8,
} as const;

interface ChecklistTemplateFormProps {
  heading: string;
  initial: TemplateDraft;
  saving: boolean;
  /** Why the last save failed, from the API. */
  failure: string | null;
  onSave: (input: ChecklistTemplateInput) => void;
  onCancel: () => void;
}

/** A template's title, category and items, edited in place and saved as a whole. */
export function ChecklistTemplateForm({
  heading,
  initial,
  saving,
  failure,
  onSave,
  onCancel,
}: ChecklistTemplateFormProps) {
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const message = problem ?? failure;

  const changeItem = (key: number, change: Partial<DraftItem>) =>
    setDraft((current) => ({
      ...current,
      items: current.items.map((item) => (item.key === key ? { ...item, ...change } : item)),
    }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(draft);
    if (!checked.ok) {
      setProblem(checked.message);
      return;
    }
    setProblem(null);
    onSave(checked.input);
  };

  return (
    <form
      aria-labelledby={`${id}-heading`}
      onSubmit={submit}
      noValidate
      css={{
        display: 'grid',
        gap: 12,
        padding: 12,
        marginBottom: 16,
        border: '1px solid #cbd5e1',
        borderRadius: 8,
      }}
    >
      <h2 id={`${id}-heading`} css={{ fontSize: 16, margin: 0 }}>
        {heading}
      </h2>
      <Input
        label="Template name"
        required
        autoComplete="off"
        maxLength={120}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.target.value })}
      />
      <div css={{ display: 'grid', gap: 4 }}>
        <label htmlFor={`${id}-category`} css={{ fontWeight: 600 }}>
          Category
        </label>
        <select
          id={`${id}-category`}
          value={draft.category}
          onChange={(event) =>
            setDraft({ ...draft, category: event.target.value as TaskCategory | '' })
          }
          css={fieldStyle}
        >
          <option value="">Any category</option>
          {TASK_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {categoryLabel(category)}
            </option>
          ))}
        </select>
      </div>
      <fieldset css={{ margin: 0, padding: 0, border: 0, minWidth: 0, display: 'grid', gap: 8 }}>
        <legend css={{ fontWeight: 600, padding: 0, marginBottom: 4 }}>Items</legend>
        {draft.items.length === 0 && <p css={{ margin: 0, color: '#475569' }}>No items yet</p>}
        <ol css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
          {draft.items.map((item, index) => (
            <li key={item.key} css={itemRowStyle}>
              <div css={{ flex: '2 1 200px', minWidth: 0 }}>
                <Input
                  label={`Item ${index + 1}`}
                  autoComplete="off"
                  maxLength={300}
                  value={item.title}
                  onChange={(event) => changeItem(item.key, { title: event.target.value })}
                />
              </div>
              <div css={{ flex: '1 1 120px', minWidth: 0 }}>
                <Input
                  label={`Section of item ${index + 1}`}
                  autoComplete="off"
                  maxLength={80}
                  value={item.section}
                  onChange={(event) => changeItem(item.key, { section: event.target.value })}
                />
              </div>
              <label css={{ display: 'flex', alignItems: 'center', gap: 6, minHeight: 40 }}>
                <input
                  type="checkbox"
                  checked={item.required}
                  onChange={(event) => changeItem(item.key, { required: event.target.checked })}
                  css={{ width: 20, height: 20 }}
                />
                Required
              </label>
              <IconButton
                label={`Remove item ${index + 1}`}
                icon={<CloseIcon />}
                variant="ghost"
                onClick={() =>
                  setDraft((current) => ({
                    ...current,
                    items: current.items.filter((candidate) => candidate.key !== item.key),
                  }))
                }
              />
            </li>
          ))}
        </ol>
        <Button
          variant="secondary"
          size="sm"
          css={{ justifySelf: 'start' }}
          onClick={() =>
            setDraft((current) => ({ ...current, items: [...current.items, newItem()] }))
          }
        >
          Add item
        </Button>
      </fieldset>
      {message && (
        <p role="alert" css={{ margin: 0, color: '#b91c1c' }}>
          {message}
        </p>
      )}
      <div css={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <Button type="submit" loading={saving}>
          Save template
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
