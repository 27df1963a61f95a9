import { css, type Theme } from '@emotion/react';
import type { PaletteCommand } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import type { PaletteStep } from '../steps/step-flow';

const headerStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: ${theme.space[1]} ${theme.space[3]};
  margin-bottom: ${theme.space[3]};
  h3 {
    margin: 0;
    font-size: ${theme.typography.sizes.md};
  }
  p {
    grid-column: 1 / -1;
    margin: 0;
    color: ${theme.colors.text.secondary};
    font-size: ${theme.typography.sizes.sm};
  }
`;

interface StepHeaderProps {
  command: PaletteCommand;
  step: PaletteStep | null;
  onBack: () => void;
}

/** The command and the step it is at, with Back to the step before or out of the command. */
export function StepHeader({ command, step, onBack }: StepHeaderProps) {
  return (
    <div css={headerStyle}>
      <Button variant="ghost" size="sm" onClick={onBack}>
        Back
      </Button>
      <h3>{command.label}</h3>
      <p>{step?.title ?? command.description}</p>
    </div>
  );
}
