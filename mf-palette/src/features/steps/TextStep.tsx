import { Button } from '@staydesk/design-system';
import { useId, useState } from 'react';
import { StepForm } from './StepForm';
import { actionsStyle } from './stepFormStyles';
import type { StepProps } from './step-props';
import { REQUIRED_TEXT_MESSAGE, requiredText } from './step-flow';

/**
 * A required text or reason: trimmed, Continue disabled while empty, Cmd/Ctrl+Enter sends. A
 * question to the AI sends on Enter too, Shift+Enter starting a new line.
 */
export default function TextStep({ step, values, choose }: StepProps) {
  // A command that failed comes back to its last step: what was written is still there.
  const [text, setText] = useState(() => {
    const written = values[step.id];
    return typeof written === 'string' ? written : '';
  });
  const id = useId();
  const answer = requiredText(text);
  const submit = () => answer !== null && choose(answer);
  return (
    <StepForm onSubmit={submit}>
      <label htmlFor={id}>{step.title}</label>
      <textarea
        id={id}
        autoFocus
        maxLength={step.maxLength}
        value={text}
        aria-required="true"
        aria-describedby={answer === null ? `${id}-required` : undefined}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          // Cmd/Ctrl+Enter is the form's; an IME composing a word takes Enter to pick it.
          if (!step.enterSends || event.key !== 'Enter' || event.shiftKey) return;
          if (event.metaKey || event.ctrlKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          submit();
        }}
      />
      {answer === null && (
        <span id={`${id}-required`} data-required="">
          {REQUIRED_TEXT_MESSAGE}
        </span>
      )}
      <div css={actionsStyle}>
        <Button type="submit" disabled={answer === null}>
          Continue
        </Button>
      </div>
    </StepForm>
  );
}
