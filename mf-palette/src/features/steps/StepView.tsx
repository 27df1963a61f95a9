import type { ComponentType } from 'react';
import AccessCodeStep from './AccessCodeStep';
import ConfirmationStep from './ConfirmationStep';
import ListingStep from './ListingStep';
import ReservationModificationStep from './ReservationModificationStep';
import ReservationStep from './ReservationStep';
import type { StepProps } from './step-props';
import SuggestionsStep from './SuggestionsStep';
import TaskSuggestionStep from './TaskSuggestionStep';
import TeamMemberStep from './TeamMemberStep';
import TextStep from './TextStep';
import type { PaletteStepType } from './step-flow';

const STEP_COMPONENTS: Record<PaletteStepType, ComponentType<StepProps>> = {
  'access-code': AccessCodeStep,
  'reservation-modification': ReservationModificationStep,
  listing: ListingStep,
  reservation: ReservationStep,
  'team-member': TeamMemberStep,
  channel: SuggestionsStep,
  suggestions: SuggestionsStep,
  'task-suggestion': TaskSuggestionStep,
  confirmation: ConfirmationStep,
  text: TextStep,
};

/** The component of the step's type. */
export function StepView(props: StepProps) {
  const Step = STEP_COMPONENTS[props.step.type];
  return <Step {...props} />;
}
