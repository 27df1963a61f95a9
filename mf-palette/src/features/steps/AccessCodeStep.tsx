import { ACCESS_CODE_MESSAGES, type AccessCode } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { css, type Theme } from '@emotion/react';
import { useState } from 'react';
import { useAccessCodesQuery } from '../data/palette-queries';
import { accessCodeDeleteOutcome } from '../flows/access-code-flow';
import { runCommand } from '../flows/run-command';
import { usePaletteSession } from '../palette/palette-session';
import { AccessCodeForm } from './AccessCodeForm';
import { chosenReservation, type StepProps } from './step-props';

const rowStyle = (theme: Theme) => css`
  display: flex;
  align-items: center;
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} 0;
  border-bottom: 1px solid ${theme.colors.border.subtle};
  span {
    flex: 1;
  }
`;

/** Create mode: the form. Edit mode: the reservation's codes, each to edit or delete. */
export default function AccessCodeStep({ step, values, choose }: StepProps) {
  const reservation = chosenReservation(values);
  const [editing, setEditing] = useState<AccessCode | null>(null);
  if (!reservation) return <p role="alert">{ACCESS_CODE_MESSAGES.missingReservation}</p>;
  if (step.mode !== 'edit' || editing) {
    return (
      <AccessCodeForm
        reservation={reservation}
        editing={editing ?? undefined}
        onSubmit={(fields) => choose({ ...fields, accessCodeId: editing?.id })}
      />
    );
  }
  return <AccessCodeList reservationId={reservation.id} onEdit={setEditing} values={values} />;
}

interface AccessCodeListProps {
  reservationId: string;
  values: StepProps['values'];
  onEdit: (code: AccessCode) => void;
}

function AccessCodeList({ reservationId, values, onEdit }: AccessCodeListProps) {
  const session = usePaletteSession();
  const codes = useAccessCodesQuery(reservationId);
  const [deleting, setDeleting] = useState<AccessCode | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirmDelete(code: AccessCode) {
    setBusy(true);
    const outcome = accessCodeDeleteOutcome(values, code.id, session.platform.session);
    const result =
      outcome.kind === 'command'
        ? await runCommand(session.platform, outcome.request)
        : { success: false, error: outcome.kind === 'refused' ? outcome.message : null };
    setBusy(false);
    setDeleting(null);
    if (result.success) {
      session.platform.toast('Access code deleted', 'success');
      void codes.refetch();
      return;
    }
    const message = result.error ?? ACCESS_CODE_MESSAGES.deleteFailed;
    setFailure(message);
    session.platform.toast(message, 'error');
  }

  if (codes.isLoading) return <p>Loading…</p>;
  const list = codes.data ?? [];
  return (
    <div>
      {failure && <p role="alert">{failure}</p>}
      {list.length === 0 && <p>{ACCESS_CODE_MESSAGES.noneFound}</p>}
      <ul aria-label="Access codes" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list.map((code) => (
          <li key={code.id} css={rowStyle}>
            <span>
              {code.name} · {code.code} · {code.startsAt} to {code.endsAt}
            </span>
            {deleting?.id === code.id ? (
              <>
                <span>Delete this code?</span>
                <Button
                  size="sm"
                  disabled={busy}
                  autoFocus
                  onClick={() => void confirmDelete(code)}
                >
                  Confirm delete
                </Button>
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDeleting(null)}>
                  Keep
                </Button>
              </>
            ) : (
              <>
                <Button size="sm" variant="secondary" onClick={() => onEdit(code)}>
                  Edit {code.name}
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setDeleting(code)}>
                  Delete {code.name}
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
