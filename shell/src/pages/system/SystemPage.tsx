import { FEEDBACK_READER_ROLES, type SystemHealth } from '@staydesk/contracts';
import { Button, EmptyState, Skeleton } from '@staydesk/design-system';
import { useApiJson } from '../admin/use-api-json';
import { FeedbackList } from '../feedback/FeedbackList';
import type { ShellPageProps } from '../shell-page-props';
import { HealthReport } from './HealthReport';
import { OutageControls } from './OutageControls';

export default function SystemPage({ platform }: ShellPageProps) {
  const health = useApiJson<SystemHealth>(platform, '/api/system/health');
  const isAdmin = platform.session.currentRole === 'admin';
  return (
    <section css={{ padding: 16, maxWidth: 900, margin: '0 auto' }} aria-labelledby="system-title">
      <div css={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <h1 id="system-title" css={{ fontSize: 22 }}>
          System health
        </h1>
        <Button size="sm" variant="secondary" onClick={health.reload} disabled={health.loading}>
          Check again
        </Button>
      </div>
      {health.loading && !health.data && <Skeleton height={24} width="60%" />}
      {health.error && <EmptyState title="Health is not available" description={health.error} />}
      {health.data && <HealthReport health={health.data} />}
      {isAdmin && <OutageControls platform={platform} />}
      {FEEDBACK_READER_ROLES.includes(platform.session.currentRole) && (
        <section aria-labelledby="feedback-title" css={{ marginTop: 24 }}>
          <h2 id="feedback-title" css={{ fontSize: 18 }}>
            Feedback
          </h2>
          <FeedbackList platform={platform} />
        </section>
      )}
    </section>
  );
}
