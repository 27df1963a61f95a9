import type { ReactNode } from 'react';
import { formStyle, isSubmitShortcut } from './stepFormStyles';

/** A step's form: Enter on its button or Cmd/Ctrl+Enter from any field submits it. */
export function StepForm({ onSubmit, children }: { onSubmit: () => void; children: ReactNode }) {
  return (
    <form
      css={formStyle}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
      onKeyDown={(event) => {
        if (isSubmitShortcut(event)) {
          event.preventDefault();
          onSubmit();
        }
      }}
    >
      {children}
    </form>
  );
}
