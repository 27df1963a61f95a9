import { EmptyState } from '@staydesk/design-system';
import type { ShellPageProps } from './shell-page-props';

export default function NotFoundPage({ platform, pathname }: ShellPageProps) {
  return (
    <section css={{ padding: 16 }} aria-labelledby="not-found-title">
      <h1 id="not-found-title" css={{ position: 'absolute', left: -9999 }}>
        Page not found
      </h1>
      <EmptyState
        title="We could not find that page"
        description={`There is no page at ${pathname}. It may have moved, or the link may be wrong.`}
        action={
          <a
            href="/"
            onClick={(event) => {
              event.preventDefault();
              platform.nav.navigate('/');
            }}
          >
            Go to the home page
          </a>
        }
      />
    </section>
  );
}
