import type { ShellPageProps } from '../shell-page-props';
import { PageFrame } from '../page-kit/PageFrame';
import { withPageStore } from '../page-kit/page-store';
import { FeedbackForm } from './FeedbackForm';

/** The page the header's Feedback button opens. */
function FeedbackPage(_props: ShellPageProps) {
  return (
    <PageFrame title="Feedback" titleId="feedback-title">
      <p css={{ margin: '0 0 12px', color: '#334155' }}>
        Something confusing, broken or missing? Tell us; the team reads every message.
      </p>
      <FeedbackForm />
    </PageFrame>
  );
}

export default withPageStore(FeedbackPage);
