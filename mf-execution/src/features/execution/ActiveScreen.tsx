import { css, type Theme } from '@emotion/react';
import {
  actualDurationMinutes,
  CANNOT_COMPLETE_PREFIX,
  openSteps,
  type Task,
} from '@staydesk/contracts';
import { Badge, Button } from '@staydesk/design-system';
import { useState } from 'react';
import { useFieldActions } from './actions';
import type { FieldAction } from './field-action';
import { CurrentStep } from './CurrentStep';
import type { RunClock } from './run-clock';
import { StepList } from './StepList';
import { bigButtonStyle, errorStyle, stackStyle } from './styles';
import { formatElapsed, useNow } from './useNow';
import { useAttempt } from './useAttempt';
import { useRunSync } from './useRunSync';

const timerStyle = (theme: Theme) => css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space[2]};
  padding: ${theme.space[4]};
  border-radius: ${theme.radii.xl};
  background: ${theme.colors.background.selected};
`;

const clockStyle = (theme: Theme) => css`
  font-size: 2.5rem;
  font-weight: ${theme.typography.weights.bold};
  font-variant-numeric: tabular-nums;
  line-height: 1;
`;

const controlsStyle = (theme: Theme) => css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${theme.space[2]};
`;

export const STEP_FAILED = 'Failed to complete step';
export const PHOTO_UPLOAD_FAILED = 'The photo could not be uploaded. The step stays open.';
export const COMPLETE_FAILED = 'Failed to complete task';

/** A photo taken for a step, not yet sent with it. */
export interface StepPhoto {
  stepId: string;
  file: File;
}

export interface ActiveScreenProps {
  task: Task;
  clock: RunClock;
  /**
   * Held by the view, not this screen: a break or an issue report replaces the screen, and the
   * provider must find the photo still taken when they come back.
   */
  photo: StepPhoto | null;
  onPhoto: (photo: StepPhoto | null) => void;
  onReportIssue: () => void;
  /** The task is completed: the view says so and closes. */
  onCompleted: () => void;
}

/** The work time, renewed every second alone: the steps and controls stay as they are. */
function ElapsedTime({ clock, ticking }: { clock: RunClock; ticking: boolean }) {
  const now = useNow(ticking);
  return (
    // Counted on from the server's drawing to the instant the view hydrates.
    <span role="timer" aria-label="Elapsed time" css={clockStyle} suppressHydrationWarning>
      {formatElapsed(clock.workSeconds(now))}
    </span>
  );
}

/** The run: its clock, the steps with the current one, pause, break, issues and completion. */
export default function ActiveScreen({
  task,
  clock,
  photo: keptPhoto,
  onPhoto,
  onReportIssue,
  onCompleted,
}: ActiveScreenProps) {
  const paused = clock.state === 'paused';
  useRunSync(task.id, clock);
  const { perform } = useFieldActions();
  const { busy, failure, attempt: run } = useAttempt<'step' | 'pause' | 'break' | 'complete'>();
  const [notCompleted, setNotCompleted] = useState<string[] | null>(null);
  const step = task.checklist.find((item) => !item.completed) ?? null;
  // A photo belongs to the step it was taken for, never to the next one.
  const photo = keptPhoto && keptPhoto.stepId === step?.id ? keptPhoto.file : null;
  const setPhoto = (file: File | null) => onPhoto(file && step ? { stepId: step.id, file } : null);

  const act = (action: FieldAction) => perform(action).then(() => undefined);

  const completeStep = (current: NonNullable<typeof step>) =>
    run(
      'step',
      async () => {
        if (paused) await act({ kind: 'resume', taskId: task.id });
        if (task.status !== 'in_progress') {
          const startedAt = new Date().toISOString();
          await act({ kind: 'task', taskId: task.id, patch: { status: 'in_progress', startedAt } });
        }
        let photoId: string | undefined;
        if (current.photo_required && photo) {
          try {
            const stored = await perform({
              kind: 'upload',
              taskId: task.id,
              files: [{ file: photo }],
            });
            photoId = stored.attachments[0]?.id;
          } catch {
            throw { data: { error: { message: PHOTO_UPLOAD_FAILED } } };
          }
          if (!photoId) throw { data: { error: { message: PHOTO_UPLOAD_FAILED } } };
        }
        await act({ kind: 'complete-step', taskId: task.id, itemId: current.id, photoId });
        setPhoto(null);
      },
      STEP_FAILED,
    );

  async function completeTask() {
    const open = openSteps(task.checklist);
    setNotCompleted(open.length > 0 ? open : null);
    if (open.length > 0) return;
    await run(
      'complete',
      async () => {
        const actualDuration = actualDurationMinutes(clock.workSeconds(Date.now()));
        const completedAt = new Date().toISOString();
        await act({
          kind: 'task',
          taskId: task.id,
          patch: { status: 'completed', completedAt, actualDuration },
        });
        onCompleted();
      },
      COMPLETE_FAILED,
    );
  }

  return (
    <div css={stackStyle}>
      <section aria-label="Task in progress" css={timerStyle}>
        <p css={{ margin: 0 }}>
          Elapsed time <ElapsedTime clock={clock} ticking={!paused} />
        </p>
        {paused && <Badge tone="warning">Paused</Badge>}
      </section>
      {failure && (
        <p role="alert" css={errorStyle}>
          {failure}
        </p>
      )}
      {step && (
        <CurrentStep
          step={step}
          photo={photo}
          onPhoto={setPhoto}
          completing={busy === 'step'}
          onComplete={() => void completeStep(step)}
        />
      )}
      <div css={controlsStyle}>
        <Button
          variant="secondary"
          loading={busy === 'pause'}
          onClick={() =>
            void run(
              'pause',
              () =>
                act(
                  paused
                    ? { kind: 'resume', taskId: task.id }
                    : { kind: 'pause', taskId: task.id, reason: '' },
                ),
              paused ? 'Failed to resume task' : 'Failed to pause task',
            )
          }
        >
          {paused ? 'Resume Task' : 'Pause'}
        </Button>
        <Button
          variant="secondary"
          disabled={paused}
          loading={busy === 'break'}
          onClick={() =>
            void run(
              'break',
              () => act({ kind: 'break-start', taskId: task.id, reason: '' }),
              'Failed to start break',
            )
          }
        >
          Take a break
        </Button>
        <Button variant="secondary" onClick={onReportIssue}>
          Report issue
        </Button>
      </div>
      <StepList checklist={task.checklist} currentId={step?.id ?? null} />
      {notCompleted && (
        <div role="alert" css={errorStyle}>
          <p css={{ margin: 0 }}>{CANNOT_COMPLETE_PREFIX}</p>
          <ul css={{ margin: 0 }}>
            {notCompleted.map((title) => (
              <li key={title}>{title}</li>
            ))}
          </ul>
        </div>
      )}
      <Button
        css={bigButtonStyle}
        variant={step ? 'secondary' : 'primary'}
        loading={busy === 'complete'}
        // A step still being saved would read as open.
        disabled={busy !== null && busy !== 'complete'}
        onClick={() => void completeTask()}
      >
        Complete Task
      </Button>
    </div>
  );
}
