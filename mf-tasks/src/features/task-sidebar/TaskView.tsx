import { showsIssueBanner, type Task } from '@staydesk/contracts';
import { Attachments } from './attachments/Attachments';
import { CheckInBanner } from './banners/CheckInBanner';
import { IssueBanner } from './banners/IssueBanner';
import { ProgressBar } from './banners/ProgressBar';
import { ReadOnlyBanner } from './banners/ReadOnlyBanner';
import { BillingSummary } from './BillingSummary';
import { Checklist } from './checklist/Checklist';
import { AssignmentResponse } from './details/AssignmentResponse';
import { TaskDetails } from './details/TaskDetails';
import { useTaskEditing } from './editing/TaskEditingContext';
import { MarketplaceRow } from './header/MarketplaceRow';
import { TaskHeader } from './header/TaskHeader';
import { Subtasks } from './subtasks/Subtasks';
import { Timeline } from './timeline/Timeline';

/**
 * A loaded task, section by section (spec: tasks §2): header, marketplace row, banners,
 * details, checklist, subtasks, billing and timeline. An open blocking issue stands in for
 * details, checklist, subtasks and billing.
 */
export function TaskView({ now }: { now: Date }) {
  const { task, platform, readOnlyNotice } = useTaskEditing();
  const blocked = showsIssueBanner(task);
  return (
    <>
      <TaskHeader />
      <ReadOnlyBanner notice={readOnlyNotice} />
      <MarketplaceRow now={now} />
      <CheckInBanner task={task} />
      <ProgressBar task={task} />
      <AssignmentResponse />
      {blocked ? (
        <IssueBanner task={task} onOpenIssues={() => platform.nav.openIssues(task.id)} />
      ) : (
        <WorkSections task={task} now={now} />
      )}
      <Timeline task={task} now={now} />
    </>
  );
}

function WorkSections({ task, now }: { task: Task; now: Date }) {
  return (
    <>
      <TaskDetails now={now} />
      <Attachments attachments={task.attachments} />
      <Checklist />
      <Subtasks />
      <BillingSummary billing={task.billing} />
    </>
  );
}
