/**
 * The palette's step engine: a command leads through its steps, each choice moves on, Back
 * pops the history or leaves the command, and the last step (or a confirmation) makes the
 * command ready to run. A pure reducer; the palette renders one component per step type.
 */

export type PaletteStepType =
  | 'access-code'
  | 'listing'
  | 'reservation'
  | 'reservation-modification'
  | 'team-member'
  | 'channel'
  | 'task-suggestion'
  | 'confirmation'
  | 'text'
  | 'suggestions';

export interface PaletteStep {
  /** Where the step's choice is kept in the flow's values. */
  id: string;
  type: PaletteStepType;
  title: string;
  /** Several picks, at most this many, then Continue. */
  maxSelections?: number;
  /** Access-code steps: 'edit' loads the reservation's codes. */
  mode?: 'create' | 'edit';
  /** Confirmation text; '{listing}' becomes the chosen listing's name. */
  message?: string;
  /** Reservation steps: the current stays only (the default), or every stay. */
  scope?: 'current' | 'all';
  /** A row that moves on without a choice, e.g. 'Skip - Create task without reservation'. */
  skip?: string;
  /** Text steps: Enter sends and Shift+Enter starts a new line, as in a chat's composer. */
  enterSends?: boolean;
  /** Text steps: the most characters the command's schema accepts for the text. */
  maxLength?: number;
  /** A suggestions step's fixed choices. */
  options?: readonly { id: string; label: string; detail?: string }[];
}

export type StepFlowStatus = 'choosing' | 'ready' | 'left';

export interface StepFlowState {
  steps: readonly PaletteStep[];
  current: number;
  /** The steps passed to reach the current one, most recent last. */
  history: readonly number[];
  values: Readonly<Record<string, unknown>>;
  /** The picks of a multi-select step not yet continued. */
  picked: readonly string[];
  /** 'ready' once the last step is done: the palette runs the command. */
  status: StepFlowStatus;
}

export type StepFlowAction =
  | { type: 'chosen'; value: unknown }
  | { type: 'toggled'; id: string }
  | { type: 'continued' }
  | { type: 'back' }
  /** The command failed: the last step is shown again to fix and retry. */
  | { type: 'failed' };

export function startStepFlow(
  steps: readonly PaletteStep[],
  values: Record<string, unknown> = {},
): StepFlowState {
  return {
    steps,
    current: 0,
    history: [],
    values,
    picked: [],
    status: steps.length === 0 ? 'ready' : 'choosing',
  };
}

export const currentStep = (state: StepFlowState): PaletteStep | null =>
  state.status === 'choosing' ? (state.steps[state.current] ?? null) : null;

function advance(state: StepFlowState, value: unknown): StepFlowState {
  const step = state.steps[state.current];
  if (!step) return state;
  const values = { ...state.values, [step.id]: value };
  const next = state.current + 1;
  if (next >= state.steps.length) return { ...state, values, picked: [], status: 'ready' };
  return {
    ...state,
    values,
    picked: [],
    current: next,
    history: [...state.history, state.current],
  };
}

export function stepFlowReducer(state: StepFlowState, action: StepFlowAction): StepFlowState {
  if (state.status === 'left') return state;
  switch (action.type) {
    case 'chosen':
      return state.status === 'choosing' ? advance(state, action.value) : state;
    case 'toggled': {
      const max = state.steps[state.current]?.maxSelections ?? 1;
      if (state.picked.includes(action.id)) {
        return { ...state, picked: state.picked.filter((id) => id !== action.id) };
      }
      if (state.picked.length >= max) return state;
      return { ...state, picked: [...state.picked, action.id] };
    }
    case 'continued':
      return state.picked.length > 0 ? advance(state, state.picked) : state;
    case 'back': {
      const previous = state.history.at(-1);
      if (previous === undefined) return { ...state, status: 'left' };
      return {
        ...state,
        current: previous,
        history: state.history.slice(0, -1),
        picked: [],
        status: 'choosing',
      };
    }
    case 'failed':
      return state.status === 'ready' ? { ...state, status: 'choosing' } : state;
  }
}

export const REQUIRED_TEXT_MESSAGE = '* Required';

/** A text or reason step's answer: trimmed, and null while there is nothing to send. */
export function requiredText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : trimmed;
}

/** '{n} selected', under a multi-select step. */
export const selectedCountLabel = (count: number): string => `${count} selected`;

/** A confirmation message with the listing's name in place of '{listing}'. */
export const confirmationMessage = (message: string, listingName: string | null): string =>
  message.replaceAll('{listing}', listingName ?? 'this listing');
