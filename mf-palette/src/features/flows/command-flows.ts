import { assistantRequestSchema, maxLengthOf } from '@staydesk/contracts';
import { chosenReservation } from '../steps/step-props';
import { accessCodeFlows } from './access-code-flow';
import { RESERVATION_STEP, type CommandFlow } from './command-outcome';
import { reservationFlows } from './reservation-flows';
import type { TaskChoice } from './task-flow';

export const SKIP_RESERVATION = 'Skip - Create task without reservation';

const askFlow: CommandFlow = {
  steps: [
    {
      id: 'question',
      type: 'text',
      title: 'Ask the AI',
      enterSends: true,
      maxLength: maxLengthOf(assistantRequestSchema.shape.question),
    },
  ],
  finish: (values) => ({ kind: 'ask', question: String(values.question) }),
};

const createTaskFlow: CommandFlow = {
  steps: [
    { ...RESERVATION_STEP, scope: 'all', skip: SKIP_RESERVATION },
    { id: 'task', type: 'task-suggestion', title: 'Choose what to create' },
  ],
  // Every choice opens the creation panel, a template's filled in, so the user sees and
  // confirms what will be created.
  finish(values, session) {
    const reservation = chosenReservation(values);
    const choice = values.task as TaskChoice;
    session.createTask({
      listingId: reservation?.listingId ?? null,
      reservationId: reservation?.id ?? null,
      parentTaskId: choice.kind === 'related' ? choice.task.id : null,
      templateId: choice.kind === 'template' ? choice.template.id : null,
    });
    return { kind: 'handed-over' };
  },
};

/** The steps of each command, by command id; a command not listed runs without steps. */
export const COMMAND_FLOWS: Readonly<Record<string, CommandFlow>> = {
  'ask-ai': askFlow,
  'task.create': createTaskFlow,
  ...reservationFlows,
  ...accessCodeFlows,
};
