import { useState } from 'react';
import {
  canEditStructure,
  type ChecklistTemplate,
  type ChecklistTemplateInput,
} from '@staydesk/contracts';
import { Badge, Button, EmptyState } from '@staydesk/design-system';
import type { ShellPageProps } from '../shell-page-props';
import { PageError, PageFrame, PageLoading } from '../page-kit/PageFrame';
import { withPageStore } from '../page-kit/page-store';
import { loadOf, queryErrorMessage } from '../page-kit/query-load';
import {
  useChecklistTemplatesQuery,
  useCreateTemplateMutation,
  useDeleteTemplateMutation,
  useUpdateTemplateMutation,
} from './checklists-api';
import { ChecklistTemplateForm } from './ChecklistTemplateForm';
import { categoryLabel, draftOf, EMPTY_DRAFT, newItem } from './template-draft';

type Editing = { kind: 'new' } | { kind: 'edit'; template: ChecklistTemplate } | null;

const rowStyle = {
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 8,
  padding: '10px 12px',
  border: '1px solid #e2e8f0',
  borderRadius: 8,
} as const;

/**
 * The checklist templates tasks are given in one step (the task sidebar's 'Manage templates'):
 * the customer's own and the global ones. Structure editors add, change and delete their
 * customer's; global templates are read-only.
 */
function ChecklistTemplatesPage({ platform }: ShellPageProps) {
  const templates = loadOf(useChecklistTemplatesQuery());
  const [createTemplate] = useCreateTemplateMutation();
  const [updateTemplate] = useUpdateTemplateMutation();
  const [deleteTemplate] = useDeleteTemplateMutation();
  const mayEdit = canEditStructure(platform.session.currentRole);
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  /** Sends a change (the list reads itself again after it); false, with why, if it failed. */
  async function send(change: { unwrap(): Promise<unknown> }) {
    setBusy(true);
    setFailure(null);
    try {
      await change.unwrap();
      return true;
    } catch (error) {
      setFailure(queryErrorMessage(error));
      return false;
    } finally {
      setBusy(false);
    }
  }

  async function save(input: ChecklistTemplateInput) {
    if (!editing) return;
    const saved =
      editing.kind === 'new'
        ? await send(createTemplate(input))
        : await send(updateTemplate({ templateId: editing.template.id, input }));
    if (saved) {
      platform.toast(editing.kind === 'new' ? 'Template created' : 'Template saved', 'success');
      setEditing(null);
    }
  }

  async function remove(template: ChecklistTemplate) {
    if (await send(deleteTemplate(template.id))) {
      platform.toast(`Deleted ${template.title}`, 'success');
      setConfirming(null);
    }
  }

  const startEditing = (next: Editing) => {
    setFailure(null);
    setConfirming(null);
    setEditing(next);
  };

  return (
    <PageFrame
      title="Checklist templates"
      titleId="checklist-templates-title"
      actions={
        mayEdit &&
        editing?.kind !== 'new' && (
          <Button onClick={() => startEditing({ kind: 'new' })}>New template</Button>
        )
      }
    >
      <p css={{ margin: '0 0 12px', color: '#334155' }}>
        {mayEdit
          ? 'A template gives a task its whole checklist in one step. Global templates are shared by every customer and cannot be changed.'
          : 'A template gives a task its whole checklist in one step. Only task managers and concierges change templates.'}
      </p>
      {editing && (
        <ChecklistTemplateForm
          key={editing.kind === 'new' ? 'new' : editing.template.id}
          heading={editing.kind === 'new' ? 'New template' : `Edit ${editing.template.title}`}
          initial={
            editing.kind === 'new'
              ? { ...EMPTY_DRAFT, items: [newItem()] }
              : draftOf(editing.template)
          }
          saving={busy}
          failure={failure}
          onSave={(input) => void save(input)}
          onCancel={() => startEditing(null)}
        />
      )}
      {templates.state === 'loading' ? (
        <PageLoading />
      ) : templates.state === 'error' ? (
        <PageError>Failed to load checklist templates: {templates.message}</PageError>
      ) : templates.data.length === 0 ? (
        <EmptyState title="No checklist templates yet" />
      ) : (
        <ul
          aria-label="Checklist templates"
          css={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 6 }}
        >
          {templates.data.map((template) => (
            <li key={template.id} css={rowStyle}>
              <span css={{ display: 'grid', flex: '1 1 200px', minWidth: 0 }}>
                <span css={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{template.title}</span>
                <span css={{ fontSize: 13, color: '#475569' }}>
                  {template.items.length === 1 ? '1 item' : `${template.items.length} items`}
                  {template.category && ` · ${categoryLabel(template.category)}`}
                </span>
              </span>
              {template.isGlobal && <Badge>Global</Badge>}
              {mayEdit && !template.isGlobal && confirming !== template.id && (
                <span css={{ display: 'flex', gap: 4 }}>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Edit ${template.title}`}
                    onClick={() => startEditing({ kind: 'edit', template })}
                  >
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Delete ${template.title}`}
                    onClick={() => {
                      setFailure(null);
                      setConfirming(template.id);
                    }}
                  >
                    Delete
                  </Button>
                </span>
              )}
              {confirming === template.id && (
                <span
                  role="group"
                  aria-label={`Delete ${template.title}?`}
                  css={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4 }}
                >
                  <span>Delete this template? Tasks keep their items.</span>
                  <Button
                    variant="danger"
                    size="sm"
                    loading={busy}
                    onClick={() => void remove(template)}
                  >
                    Delete template
                  </Button>
                  <Button variant="ghost" size="sm" onClick={() => setConfirming(null)}>
                    Keep
                  </Button>
                  {failure && !editing && (
                    <span role="alert" css={{ color: '#b91c1c', flexBasis: '100%' }}>
                      {failure}
                    </span>
                  )}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </PageFrame>
  );
}

export default withPageStore(ChecklistTemplatesPage);
