import {
  ACCESS_CODE_DIGITS,
  ACCESS_CODE_MESSAGES,
  accessCodeCreatePayloadSchema,
  accessCodeError,
  defaultAccessCodeName,
  defaultAccessCodeWindow,
  maxLengthOf,
  type AccessCode,
} from '@staydesk/contracts';
import type { PickedReservation } from '../data/palette-queries';
import { Button, Input } from '@staydesk/design-system';
import { useState } from 'react';
import { StepForm } from './StepForm';
import { actionsStyle } from './stepFormStyles';

export interface AccessCodeFields {
  name: string;
  code: string;
  startsAt: string;
  endsAt: string;
}

interface AccessCodeFormProps {
  reservation: PickedReservation;
  /** The code being edited; none creates one. */
  editing?: AccessCode;
  onSubmit: (fields: AccessCodeFields) => void;
}

/**
 * Name, code and validity of a door code: 6-8 digits or blank for a random one; name, start
 * and end required, defaulting to the guest's label and the stay (15:00 to 11:00).
 */
export function AccessCodeForm({ reservation, editing, onSubmit }: AccessCodeFormProps) {
  const defaults = defaultAccessCodeWindow(reservation);
  const [fields, setFields] = useState<AccessCodeFields>({
    name: editing?.name ?? defaultAccessCodeName(reservation),
    code: editing?.code ?? '',
    startsAt: editing?.startsAt ?? defaults.startsAt,
    endsAt: editing?.endsAt ?? defaults.endsAt,
  });
  const [tried, setTried] = useState(false);
  const codeError = accessCodeError(fields.code.trim());
  const missing = (value: string) =>
    tried && value.trim() === '' ? ACCESS_CODE_MESSAGES.required : undefined;
  const complete = [fields.name, fields.startsAt, fields.endsAt].every(
    (value) => value.trim() !== '',
  );
  const submit = () => {
    setTried(true);
    if (complete && !codeError)
      onSubmit({ ...fields, code: fields.code.trim(), name: fields.name.trim() });
  };
  // The code field takes digits only: anything else typed is dropped.
  const field = (key: keyof AccessCodeFields) => ({
    value: fields[key],
    onChange: (event: { target: { value: string } }) => {
      const value = key === 'code' ? event.target.value.replace(/\D/g, '') : event.target.value;
      setFields((before) => ({ ...before, [key]: value }));
    },
  });
  return (
    <StepForm onSubmit={submit}>
      <Input
        label="Name"
        autoFocus
        required
        maxLength={maxLengthOf(accessCodeCreatePayloadSchema.shape.name)}
        {...field('name')}
        error={missing(fields.name)}
      />
      <Input
        label="Access code"
        inputMode="numeric"
        maxLength={ACCESS_CODE_DIGITS.max}
        hint={ACCESS_CODE_MESSAGES.hint}
        {...field('code')}
        error={codeError ?? undefined}
      />
      <Input
        label="Starts (YYYY-MM-DD HH:mm)"
        required
        {...field('startsAt')}
        error={missing(fields.startsAt)}
      />
      <Input
        label="Ends (YYYY-MM-DD HH:mm)"
        required
        {...field('endsAt')}
        error={missing(fields.endsAt)}
      />
      {tried && !complete && <p role="alert">{ACCESS_CODE_MESSAGES.fillRequired}</p>}
      <div css={actionsStyle}>
        <Button type="submit">{editing ? 'Save access code' : 'Create access code'}</Button>
      </div>
    </StepForm>
  );
}
