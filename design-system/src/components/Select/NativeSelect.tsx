import { useId, type ComponentPropsWithRef } from 'react';
import { controlStyle, FieldLabel } from '../Field/fieldParts';

export interface NativeSelectProps extends ComponentPropsWithRef<'select'> {
  label: string;
}

/**
 * The browser's own select, styled as the other form controls: a phone opens its own picker,
 * the quickest to use in the field. Its options are the children.
 */
export function NativeSelect({ label, id, ...rest }: NativeSelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  return (
    <div>
      <FieldLabel htmlFor={selectId}>{label}</FieldLabel>
      <select id={selectId} css={controlStyle} {...rest} />
    </div>
  );
}
