import { assistantRequestSchema, maxLengthOf } from '@staydesk/contracts';
import { chosenReservation } from '../steps/step-props';
import { accessCodeFlows } from './access-code-flow';
import { commandOutcome, RESERVATION_STEP, type CommandFlow } from './command-outcome';
import { reservationFlows } from './reservation-flows';
import { draftFromTemplate, type TaskChoice } from './task-flow';

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
  finish(values, session) {
    const reservation = chosenReservation(values);
    const choice = values.task as TaskChoice;
    if (choice.kind === 'template') {
      return commandOutcome(
        'tasks',
        'task.create',
        draftFromTemplate(choice.template, reservation),
      );
    }
    session.createTask({
      listingId: reservation?.listingId ?? null,
      reservationId: reservation?.id ?? null,
      parentTaskId: choice.kind === 'related' ? choice.task.id : null,
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
