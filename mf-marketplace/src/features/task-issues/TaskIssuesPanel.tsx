import {
  groupIssuesByLocation,
  issueBadge,
  taskEditRights,
  type PlatformApi,
  type PlatformProps,
  type Task,
} from '@staydesk/contracts';
import { Badge, EmptyState, Skeleton, useEscapeKey, VisuallyHidden } from '@staydesk/design-system';
import { useSurfaces, useTaskLiveUpdates } from '@staydesk/design-system/platform';
import { LoadedTask, PanelFrame } from '../marketplace-panel/PanelFrame';
import { taskApi, useGetTaskQuery } from '../marketplace-panel/api';
import { IssueCard, type IssueRights } from './IssueCard';

const BADGES = {
  red: { tone: 'danger', label: 'Blocking issue open' },
  yellow: { tone: 'warning', label: 'Open issues' },
  green: { tone: 'success', label: 'All issues resolved' },
} as const;

/** The Task Issues panel beside the task sidebar (?task=…&issues=true). */
export function TaskIssuesPanel({ platform }: PlatformProps) {
  const { taskId } = useSurfaces();
  useTaskLiveUpdates(platform, taskApi);
  useEscapeKey((event) => {
    if (!taskId) return;
    // Claimed, so the task sidebar underneath stays open.
    event.preventDefault();
    platform.nav.openTask(taskId);
  });
  if (!taskId) return null;
  return (
    <PanelFrame title="Task Issues" onClose={() => platform.nav.openTask(taskId)}>
      <PanelBody taskId={taskId} platform={platform} />
    </PanelFrame>
  );
}

function PanelBody({ taskId, platform }: { taskId: string; platform: PlatformApi }) {
  return (
    <LoadedTask taskId={taskId} read={useGetTaskQuery(taskId)} skeleton={<IssuesSkeleton />}>
      {(task) => <IssueList task={task} platform={platform} />}
    </LoadedTask>
  );
}

export function IssueList({ task, platform }: { task: Task; platform: PlatformApi }) {
  const { session } = platform;
  const rights = taskEditRights(
    {
      userId: session.user.id,
      role: session.currentRole,
      isSuperUser: session.isSuperUser,
      customerId: session.customerId,
    },
    task,
  );
  const allowed: IssueRights = {
    canEdit: rights.mayTouch,
    canEditStructure: rights.mayEditStructure,
  };
  const badge = issueBadge(task.issues);
  if (!badge) {
    return <EmptyState title="No issues" description="Nothing has been reported on this task." />;
  }
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[4] })}>
      <p css={{ margin: 0 }}>
        <Badge tone={BADGES[badge].tone}>{BADGES[badge].label}</Badge>
      </p>
      {groupIssuesByLocation(task.issues).map((group) => (
        <section key={group.location} aria-label={group.location} css={{ display: 'grid', gap: 8 }}>
          <h3 css={{ margin: 0, fontSize: 14, textTransform: 'uppercase' }}>{group.location}</h3>
          {group.issues.map((issue) => (
            <IssueCard
              key={issue.id}
              taskId={task.id}
              issue={issue}
              rights={allowed}
              platform={platform}
            />
          ))}
        </section>
      ))}
    </div>
  );
}

function IssuesSkeleton() {
  return (
    <div css={(theme) => ({ display: 'grid', gap: theme.space[3] })}>
      <p role="status" css={{ margin: 0 }}>
        <VisuallyHidden>Loading issues…</VisuallyHidden>
      </p>
      <Skeleton height={24} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </div>
  );
}
