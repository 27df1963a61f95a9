import { skipToken } from '@reduxjs/toolkit/query';
import type { PaletteCommand } from '@staydesk/contracts';
import { Spinner } from '@staydesk/design-system';
import { useEffect, useReducer, useRef, useState } from 'react';
import { useReservationQuery } from '../data/palette-queries';
import { usePaletteSession } from '../palette/palette-session';
import { StepHeader } from '../palette/StepHeader';
import { StepView } from '../steps/StepView';
import { COMMAND_FLOWS } from './command-flows';
import type { CommandFlow as Flow } from './command-outcome';
import { runCommand } from './run-command';
import {
  currentStep,
  startStepFlow,
  stepFlowReducer,
  type StepFlowState,
} from '../steps/step-flow';

/** The palette closes this long after a command succeeded, its toast still showing. */
export const CLOSE_AFTER_SUCCESS_MS = 1_000;

interface CommandFlowProps {
  command: PaletteCommand;
  onLeave: () => void;
  onAsk: (question: string) => void;
}

/** Starts the command's steps once the reservation the page has open is known. */
export default function CommandFlow(props: CommandFlowProps) {
  const { page } = usePaletteSession();
  const flow = COMMAND_FLOWS[props.command.id] ?? {
    steps: [],
    finish: () => ({ kind: 'handed-over' }),
  };
  const needsReservation = flow.steps.some((step) => step.id === 'reservation');
  const open = useReservationQuery(
    needsReservation && page.reservationId ? page.reservationId : skipToken,
  );
  if (needsReservation && page.reservationId && open.isLoading) return <Spinner label="Loading" />;
  const known = open.data ? { reservation: open.data } : {};
  const steps = flow.steps.filter((step) => !(step.id in known));
  return <FlowSteps {...props} flow={flow} initial={startStepFlow(steps, known)} />;
}

function FlowSteps({
  command,
  onLeave,
  onAsk,
  flow,
  initial,
}: CommandFlowProps & { flow: Flow; initial: StepFlowState }) {
  const session = usePaletteSession();
  const [state, dispatch] = useReducer(stepFlowReducer, initial);
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (state.status === 'left') onLeave();
    if (state.status !== 'ready') {
      started.current = false;
      return;
    }
    if (started.current) return;
    started.current = true;
    const outcome = flow.finish(state.values, session);
    if (outcome.kind === 'ask') {
      onAsk(outcome.question);
      return;
    }
    if (outcome.kind === 'handed-over') return;
    if (outcome.kind === 'refused') {
      setFailure(outcome.message);
      dispatch({ type: 'failed' });
      return;
    }
    setRunning(true);
    setFailure(null);
    void runCommand(session.platform, outcome.request).then((result) => {
      setRunning(false);
      if (result.success) {
        session.platform.toast(outcome.success, 'success');
        setTimeout(session.close, CLOSE_AFTER_SUCCESS_MS);
        return;
      }
      const message = result.error ?? 'An error occurred';
      session.platform.toast(message, 'error');
      setFailure(message);
      dispatch({ type: 'failed' });
    });
  }, [state, flow, session, onLeave, onAsk]);

  const step = currentStep(state);
  return (
    <div
      onKeyDown={(event) => {
        const target = event.target;
        const emptyInput =
          target instanceof HTMLInputElement &&
          target.dataset.stepInput !== undefined &&
          target.value === '';
        if (event.key === 'Backspace' && emptyInput) {
          event.preventDefault();
          dispatch({ type: 'back' });
        }
      }}
    >
      <StepHeader command={command} step={step} onBack={() => dispatch({ type: 'back' })} />
      {failure && <p role="alert">{failure}</p>}
      {running && <Spinner label="Running the command" />}
      {step && !running && (
        <StepView
          key={step.id}
          step={step}
          values={state.values}
          picked={state.picked}
          choose={(value) => dispatch({ type: 'chosen', value })}
          toggle={(id) => dispatch({ type: 'toggled', id })}
          continueWith={() => dispatch({ type: 'continued' })}
        />
      )}
    </div>
  );
}
