import { newestBlockingIssue, TASK_LIMITS, type Task } from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { Banner } from './Banner';

const shortTitle = (title: string) =>
  title.length > TASK_LIMITS.issueTitle ? `${title.slice(0, TASK_LIMITS.issueTitle)}…` : title;

/** While a blocking issue is open it stands in for details, checklist, subtasks and billing. */
export function IssueBanner({ task, onOpenIssues }: { task: Task; onOpenIssues: () => void }) {
  const blocking = newestBlockingIssue(task.issues);
  if (!blocking) return null;
  return (
    <Banner tone="danger" label="Blocking issue">
      <p>
        <strong>Blocked by an issue</strong>: {shortTitle(blocking.title || 'No title')}
      </p>
      <p>Work on this task waits until the issue is resolved.</p>
      <Button variant="secondary" size="sm" onClick={onOpenIssues} css={{ marginTop: 8 }}>
        View issues
      </Button>
    </Banner>
  );
}
