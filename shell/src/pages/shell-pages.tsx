import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { pageRefusal, roleOpeningPage } from '@staydesk/contracts';
import { Skeleton } from '@staydesk/design-system';
import { HomePage } from './HomePage';
import { NoAccessPage } from './NoAccessPage';
import type { ShellPageProps } from './shell-page-props';
import { useAfterFirstPaint } from './use-after-first-paint';

interface ShellPageRoute {
  /** Matched against the whole pathname. */
  path: RegExp;
  page: LazyExoticComponent<ComponentType<ShellPageProps>>;
}

/**
 * The shell's own pages besides home, each its own chunk: the first paint needs only the chrome
 * and the page on screen. Pages owned by remotes are surfaces, not listed here.
 */
export const SHELL_PAGES: readonly ShellPageRoute[] = [
  { path: /^\/settings\/profile$/, page: lazy(() => import('./profile/ProfilePage')) },
  {
    path: /^\/settings\/tasks\/checklists\/?$/,
    page: lazy(() => import('./checklists/ChecklistTemplatesPage')),
  },
  { path: /^\/listings\/?$/, page: lazy(() => import('./listings/ListingsPage')) },
  { path: /^\/listings\/[^/]+\/?$/, page: lazy(() => import('./listings/ListingPage')) },
  { path: /^\/reservations\/?$/, page: lazy(() => import('./reservations/ReservationsPage')) },
  { path: /^\/changelog\/?$/, page: lazy(() => import('./changelog/ChangelogPage')) },
  { path: /^\/help\/?$/, page: lazy(() => import('./help/HelpPage')) },
  { path: /^\/feedback\/?$/, page: lazy(() => import('./feedback/FeedbackPage')) },
  { path: /^\/team\/?$/, page: lazy(() => import('./team/TeamPage')) },
  { path: /^\/finance\/?$/, page: lazy(() => import('./finance/FinancePage')) },
  { path: /^\/superadmin(\/.*)?$/, page: lazy(() => import('./superadmin/SuperadminPage')) },
  { path: /^\/admin\/customers$/, page: lazy(() => import('./admin/AdminCustomersPage')) },
  { path: /^\/app\/listings$/, page: lazy(() => import('./admin/AppListingsPage')) },
  { path: /^\/system$/, page: lazy(() => import('./system/SystemPage')) },
];

const PageByPath = lazy(() => import('./PageByPath'));

export const shellPageAt = (pathname: string) =>
  SHELL_PAGES.find((route) => route.path.test(pathname))?.page ?? PageByPath;

/** The page of the shell the pathname names; unknown paths get the not-found page, in the chrome. */
export function ShellPage({ platform, pathname }: ShellPageProps) {
  const painted = useAfterFirstPaint();
  if (pathname === '/') return <HomePage platform={platform} />;
  // Before the page's chunk or data is fetched: the API would refuse its reads anyway.
  const { session } = platform;
  const refusal = pageRefusal(pathname, session);
  if (refusal) {
    const roles = session.roles.map((entry) => entry.role);
    return (
      <NoAccessPage
        platform={platform}
        reason={refusal}
        roleThatOpens={roleOpeningPage(pathname, { ...session, roles })}
      />
    );
  }
  const Page = shellPageAt(pathname);
  const loading = (
    <div css={{ padding: 16 }} aria-busy="true">
      <Skeleton height={24} width="40%" />
    </div>
  );
  return (
    <Suspense fallback={loading}>
      {painted ? <Page platform={platform} pathname={pathname} /> : loading}
    </Suspense>
  );
}
