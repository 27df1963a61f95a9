import {
  confirmationMessage,
  currentStep,
  requiredText,
  selectedCountLabel,
  startStepFlow,
  stepFlowReducer,
  type PaletteStep,
  type StepFlowAction,
  type StepFlowState,
} from './step-flow';

const listing: PaletteStep = { id: 'listing', type: 'listing', title: 'Choose a listing' };
const members: PaletteStep = {
  id: 'members',
  type: 'team-member',
  title: 'Choose team members',
  maxSelections: 2,
};
const confirm: PaletteStep = {
  id: 'confirm',
  type: 'confirmation',
  title: 'Confirm',
  message: 'Cancel the stay at {listing}?',
};

const run = (state: StepFlowState, ...actions: StepFlowAction[]) =>
  actions.reduce(stepFlowReducer, state);

describe('the step engine', () => {
  it('runs a command without steps at once', () => {
    expect(startStepFlow([]).status).toBe('ready');
  });

  it('moves forward on each choice and is ready after the last', () => {
    const flow = startStepFlow([listing, confirm]);
    expect(currentStep(flow)?.id).toBe('listing');

    const second = run(flow, { type: 'chosen', value: 'listing-1' });
    expect(currentStep(second)?.id).toBe('confirm');
    expect(second.status).toBe('choosing');

    const done = run(second, { type: 'chosen', value: true });
    expect(done.status).toBe('ready');
    expect(done.values).toEqual({ listing: 'listing-1', confirm: true });
    expect(currentStep(done)).toBeNull();
  });

  it('goes back through the history, keeping the earlier choices, then leaves the command', () => {
    const atConfirm = run(startStepFlow([listing, confirm]), { type: 'chosen', value: 'l1' });

    const back = run(atConfirm, { type: 'back' });
    expect(currentStep(back)?.id).toBe('listing');
    expect(back.values).toEqual({ listing: 'l1' });

    expect(run(back, { type: 'back' }).status).toBe('left');
  });

  it('ignores picks beyond maxSelections and needs one before Continue', () => {
    const flow = startStepFlow([members, confirm]);

    expect(run(flow, { type: 'continued' })).toEqual(flow);
    const picked = run(
      flow,
      { type: 'toggled', id: 'a' },
      { type: 'toggled', id: 'b' },
      { type: 'toggled', id: 'c' },
    );
    expect(picked.picked).toEqual(['a', 'b']);

    const unpicked = run(picked, { type: 'toggled', id: 'a' }, { type: 'toggled', id: 'c' });
    expect(unpicked.picked).toEqual(['b', 'c']);

    const next = run(unpicked, { type: 'continued' });
    expect(next.values).toEqual({ members: ['b', 'c'] });
    expect(currentStep(next)?.id).toBe('confirm');
    expect(next.picked).toEqual([]);
  });

  it('a single-select step takes one pick at a time', () => {
    const flow = startStepFlow([{ ...members, maxSelections: undefined }]);
    expect(run(flow, { type: 'toggled', id: 'a' }, { type: 'toggled', id: 'b' }).picked).toEqual([
      'a',
    ]);
  });

  it('shows the last step again when the command failed, and nothing moves once left', () => {
    const ready = run(startStepFlow([confirm]), { type: 'chosen', value: true });
    const failed = run(ready, { type: 'failed' });
    expect(currentStep(failed)?.id).toBe('confirm');

    const left = run(startStepFlow([listing]), { type: 'back' });
    expect(run(left, { type: 'chosen', value: 'x' })).toBe(left);
  });
});

describe('step texts', () => {
  it('takes a trimmed text and nothing for blanks', () => {
    expect(requiredText('  late check-out  ')).toBe('late check-out');
    expect(requiredText(' \n ')).toBeNull();
  });

  it("counts picks as '{n} selected'", () => {
    expect(selectedCountLabel(2)).toBe('2 selected');
  });

  it("puts the listing's name in a confirmation", () => {
    expect(confirmationMessage(confirm.message ?? '', 'Sea view loft')).toBe(
      'Cancel the stay at Sea view loft?',
    );
  });
});
