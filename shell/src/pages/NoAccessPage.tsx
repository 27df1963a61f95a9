import { NO_PAGE_ACCESS_TITLE } from '@staydesk/contracts';
import { PageFrame } from './page-kit/PageFrame';
import type { ShellPageProps } from './shell-pages';

/** In place of a page the viewer's role may not use: said plainly, with the way home. */
export function NoAccessPage({
  platform,
  reason,
}: Pick<ShellPageProps, 'platform'> & { reason: string }) {
  return (
    <PageFrame title={NO_PAGE_ACCESS_TITLE} titleId="no-access-title">
      <p css={{ margin: '0 0 12px', color: '#334155' }}>{reason}</p>
      <a
        href="/"
        onClick={(event) => {
          event.preventDefault();
          platform.nav.navigate('/');
        }}
      >
        Go to the home page
      </a>
    </PageFrame>
  );
}
