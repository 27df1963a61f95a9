import { Button } from '@staydesk/design-system';
import { actionsStyle, formStyle, isSubmitShortcut } from './stepFormStyles';
import { chosenListing, type StepProps } from './step-props';
import { confirmationMessage } from './step-flow';

/** Says what will happen, the listing named; Confirm or Cmd/Ctrl+Enter runs the command. */
export default function ConfirmationStep({ step, values, choose }: StepProps) {
  const listing = chosenListing(values);
  return (
    <div
      css={formStyle}
      onKeyDown={(event) => {
        if (isSubmitShortcut(event)) {
          event.preventDefault();
          choose(true);
        }
      }}
    >
      <p>{confirmationMessage(step.message ?? step.title, listing?.name ?? null)}</p>
      <div css={actionsStyle}>
        <Button autoFocus onClick={() => choose(true)}>
          Confirm
        </Button>
      </div>
    </div>
  );
}
