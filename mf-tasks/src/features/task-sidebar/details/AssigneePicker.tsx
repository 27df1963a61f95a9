import { Button } from '@staydesk/design-system';
import { useState } from 'react';
import { useGetTeamQuery } from '../../task-api';
import { SaveFailure } from '../editing/SaveFailure';
import { useTaskEditing } from '../editing/TaskEditingContext';
import { useFieldDraft } from '../editing/useFieldDraft';
import { labelStyle, mutedStyle, rowStyle } from '../formStyles';
import { assigneeCandidates } from './assignee-candidates';
import { Combobox } from './Combobox';

const PREVIEW_HINT = 'Showing up to 10 cleaners and maintenance staff. Type to search everyone.';

/** The assignee and, for those who may change it, a searchable picker of the team. */
export function AssigneePicker() {
  const { task, viewer, mayChange } = useTaskEditing();
  const assignee = task.assignedTo?.name ?? 'Unassigned';
  const field = useFieldDraft(assignee);
  const [text, setText] = useState('');
  const editable = mayChange('assignedTo');
  const { data: team } = useGetTeamQuery(undefined, { skip: !editable });

  if (!editable) {
    return (
      <div>
        <span css={labelStyle}>Assignee</span>
        <span>{assignee}</span>
      </div>
    );
  }
  const { users, preview } = team
    ? assigneeCandidates(team, viewer, text)
    : { users: [], preview: false };

  async function assign(userId: string | null, name: string) {
    field.edit(name);
    const user = team?.users.find((candidate) => candidate.id === userId);
    const roleType = user?.serviceProvider?.type;
    if (await field.commit({ assignedTo: userId, ...(roleType ? { roleType } : {}) })) {
      setText('');
    }
  }

  return (
    <div>
      <div css={[rowStyle, { justifyContent: 'space-between' }]}>
        <p css={mutedStyle}>
          Assigned to <strong>{field.value}</strong>
        </p>
        {task.assignedTo && (
          <Button variant="ghost" size="sm" onClick={() => void assign(null, 'Unassigned')}>
            Unassign
          </Button>
        )}
      </div>
      <Combobox
        label="Assign to"
        placeholder="Search the team"
        text={text}
        onTextChange={setText}
        options={users.map((user) => ({
          id: user.id,
          label: user.name,
          detail: user.roles.join(', '),
        }))}
        onPick={(option) => void assign(option.id, option.label)}
        emptyText={team ? 'No team members found' : 'Loading the team…'}
        hint={preview ? PREVIEW_HINT : undefined}
      />
      <SaveFailure failure={field.failure} current={assignee} />
    </div>
  );
}
