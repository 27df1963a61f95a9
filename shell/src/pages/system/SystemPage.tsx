import { FEEDBACK_READER_ROLES } from '@staydesk/contracts';
import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { FeedbackList } from '../feedback/FeedbackList';
import { withPageStore } from '../page-kit/page-store';
import { queryErrorMessage } from '../page-kit/query-load';
import type { ShellPageProps } from '../shell-page-props';
import { HealthReport } from './HealthReport';
import { OutageControls } from './OutageControls';
import { RemoteOverridesSection } from './RemoteOverridesSection';
import { useSystemHealthQuery } from './system-api';

function SystemPage({ platform }: ShellPageProps) {
  const health = useSystemHealthQuery();
  const isAdmin = platform.session.currentRole === 'admin';
  return (
    <section css={{ padding: 16, maxWidth: 900, margin: '0 auto' }} aria-labelledby="system-title">
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 id="system-title" css={{ fontSize: 22 }}>
          System health
        </h1>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void health.refetch()}
          disabled={health.isFetching}
        >
          Check again
        </Button>
      </div>
      {health.isFetching && !health.data && <Skeleton height={24} width="60%" />}
      {health.isError && (
        <EmptyState title="Health is not available" description={queryErrorMessage(health.error)} />
      )}
      {health.data && <HealthReport health={health.data} />}
      {isAdmin && <OutageControls />}
      <RemoteOverridesSection session={platform.session} />
      {FEEDBACK_READER_ROLES.includes(platform.session.currentRole) && (
        <section aria-labelledby="feedback-title" css={{ marginTop: 24 }}>
          <h2 id="feedback-title" css={{ fontSize: 18 }}>
            Feedback
          </h2>
          <FeedbackList />
        </section>
      )}
    </section>
  );
}

export default withPageStore(SystemPage);
