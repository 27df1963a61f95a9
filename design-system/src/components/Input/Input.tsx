import { useId, type ComponentPropsWithRef } from 'react';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { controlStyle, FieldLabel, FieldMessage } from '../Field/fieldParts';

export interface InputProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  label: string;
  /** Keeps the label for screen readers only, e.g. for a search box with a visible icon. */
  hideLabel?: boolean;
  hint?: string;
  error?: string;
}

export function Input({ label, hideLabel = false, hint, error, id, ...rest }: InputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div>
      {hideLabel ? (
        <VisuallyHidden>
          <label htmlFor={inputId}>{label}</label>
        </VisuallyHidden>
      ) : (
        <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
      )}
      <input
        id={inputId}
        css={controlStyle}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      />
      {hint && <FieldMessage id={hintId}>{hint}</FieldMessage>}
      {error && (
        <FieldMessage id={errorId} isError>
          {error}
        </FieldMessage>
      )}
    </div>
  );
}
