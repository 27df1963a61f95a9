import {
  EXECUTION_TIMING,
  isAssignedToViewer,
  isServiceProvider,
  newestBlockingIssue,
  providerStartAction,
  type PlatformApi,
  type Task,
} from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { lazySurface } from '@staydesk/design-system/platform';
import { useEffect, useState } from 'react';
import { useGetExecutionQuery } from './api';
import type { StepPhoto } from './ActiveScreen';
import { ReadyScreen } from './ReadyScreen';
import { runClockOf } from './run-clock';
import { StepList } from './StepList';
import { TaskSummary } from './TaskSummary';

const loading = () => <Skeleton height={160} />;

// The run's screens and the issue form load apart from the ready screen the view opens on.
const ActiveScreen = lazySurface(
  () => import(/* webpackChunkName: "execution-active" */ './ActiveScreen'),
  { fallback: loading },
);
const BreakScreen = lazySurface(
  () => import(/* webpackChunkName: "execution-active" */ './BreakScreen'),
  { fallback: loading },
);
const CommunicationScreen = lazySurface(
  () => import(/* webpackChunkName: "execution-communication" */ './CommunicationScreen'),
  { fallback: loading },
);
const IssueReportForm = lazySurface(
  () => import(/* webpackChunkName: "issue-report" */ '../issue-report/IssueReportForm'),
  { fallback: loading },
);

type Reporting = 'issue' | 'access' | null;

/**
 * Which screen the task is on: for its assigned provider the issue form, the communication
 * mode of a blocking issue, the ready screen, the run or a break; for anyone else its progress.
 */
export function TaskRun({
  task,
  titleId,
  platform,
}: {
  task: Task;
  titleId: string;
  platform: PlatformApi;
}) {
  const viewer = { userId: platform.session.user.id, role: platform.session.currentRole };
  const finished = task.status === 'completed' || task.status === 'cancelled';
  const runs = isServiceProvider(viewer.role) && isAssignedToViewer(viewer, task) && !finished;
  const { data: read } = useGetExecutionQuery(task.id, { skip: !runs });
  const [reporting, setReporting] = useState<Reporting>(null);
  const [completed, setCompleted] = useState(false);
  const [photo, setPhoto] = useState<StepPhoto | null>(null);
  useEffect(() => {
    if (!completed) return;
    // The provider reads that the task is done, then the view and the task close.
    const timer = setTimeout(() => platform.nav.closeTask(), EXECUTION_TIMING.closeDelayMs);
    return () => clearTimeout(timer);
  }, [completed, platform]);
  const summary = <TaskSummary task={task} titleId={titleId} />;

  if (completed) {
    return (
      <>
        {summary}
        <p role="status" css={{ margin: 0, fontSize: '1.25rem' }}>
          Task completed
        </p>
      </>
    );
  }
  if (runs && reporting) {
    return (
      <IssueReportForm
        task={task}
        preset={reporting === 'access' ? 'access_problem' : null}
        onClose={() => setReporting(null)}
        titleId={titleId}
      />
    );
  }
  if (!runs) {
    const blocking = newestBlockingIssue(task.issues);
    return (
      <>
        {summary}
        {finished ? (
          <p css={{ margin: 0 }}>This task is {task.status}.</p>
        ) : (
          blocking && <p css={{ margin: 0 }}>Blocked: {blocking.title}</p>
        )}
        <StepList checklist={task.checklist} currentId={null} label="Progress" />
      </>
    );
  }
  const blocking = newestBlockingIssue(task.issues);
  if (blocking) {
    return (
      <>
        {summary}
        <CommunicationScreen task={task} issue={blocking} />
      </>
    );
  }
  const clock = read ? runClockOf(read, task) : null;
  if (!clock || clock.state === 'ready') {
    return (
      <>
        {summary}
        <ReadyScreen
          task={task}
          action={providerStartAction(task, viewer, new Date())}
          onReportAccessProblem={() => setReporting('access')}
        />
      </>
    );
  }
  return (
    <>
      {summary}
      {clock.state === 'break' ? (
        <BreakScreen task={task} clock={clock} />
      ) : (
        <ActiveScreen
          task={task}
          clock={clock}
          photo={photo}
          onPhoto={setPhoto}
          onReportIssue={() => setReporting('issue')}
          onCompleted={() => setCompleted(true)}
        />
      )}
    </>
  );
}
