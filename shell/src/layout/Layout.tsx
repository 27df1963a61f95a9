import { css } from '@emotion/react';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { RESERVATION_VIEW_PARAM, SURFACE_SLOT_LAYER } from '@staydesk/contracts';
import { useLocationPart, type SessionPlatform } from '@staydesk/design-system/platform';
import { isRemotePage, SURFACES, slotElementId } from '../federation/surfaces';
import { pageContentShown } from '../pages/page-content';
import { ShellPage } from '../pages/shell-pages';
import { useAfterFirstPaint } from '../pages/use-after-first-paint';
import { ConnectivityBanner } from './banners/ConnectivityBanner';
import { Header } from './Header';
import { hintBarFrame } from './hint-bar-frame';
import { optionalLazy } from './optional-lazy';

// Banners are the exception, not the page: they load once the chrome is painted. Until then,
// and if they cannot load (the connection went), the connectivity banner stands alone.
const Banners = optionalLazy(() => import('./Banners'), ConnectivityBanner);
const HintBar = optionalLazy(() => import('./HintBar'));
// Below the page: nothing on screen moves when it comes.
const Footer = optionalLazy(() => import('./Footer'));
// `?reservation={id}` on any path opens the reservation view; its code loads only then.
const ReservationView = lazy(() => import('../pages/reservations/ReservationView'));

const frame = css({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: '#fff',
});

/** The application chrome; remote surfaces mount into the slots it renders. */
export function Layout({ platform }: { platform: SessionPlatform }) {
  // The session changes in place (a role switch): navigation and header follow it.
  const currentSession = () => platform.session;
  const session = useSyncExternalStore(platform.watchSession, currentSession, currentSession);
  const { nav } = platform;
  const pathname = useLocationPart('pathname');
  const reservationId = new URLSearchParams(useLocationPart('search')).get(RESERVATION_VIEW_PARAM);
  const remotePage = isRemotePage(pathname);
  const painted = useAfterFirstPaint();
  // The home page's inbox says so itself; no other page holds the bell back.
  useEffect(() => {
    if (pathname !== '/') pageContentShown();
  }, [pathname]);
  return (
    <div css={frame}>
      <a
        href="#main"
        css={{ position: 'absolute', left: -9999, ':focus': { left: 8, top: 8, zIndex: 100 } }}
      >
        Skip to content
      </a>
      <Suspense fallback={<ConnectivityBanner />}>
        {painted ? <Banners session={session} platform={platform} /> : <ConnectivityBanner />}
      </Suspense>
      <Header session={session} navigate={nav.navigate} />
      {!session.uiPreferences.desktop?.hideKeyboardShortcuts && (
        <Suspense fallback={<div css={hintBarFrame} />}>
          {painted ? <HintBar session={session} /> : <div css={hintBarFrame} />}
        </Suspense>
      )}
      <main id="main" css={{ flex: 1 }}>
        {!remotePage && <ShellPage platform={platform} pathname={pathname} />}
        {/* Always present: single-spa mounts the active page into it. */}
        <div id={slotElementId('page')} />
      </main>
      {painted && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      {reservationId && (
        <Suspense fallback={null}>
          <ReservationView key={reservationId} platform={platform} reservationId={reservationId} />
        </Suspense>
      )}
      {/* The chat support widget mounts here; phones under 480 px have no room for it. */}
      <div
        id="chat-support"
        css={{
          position: 'fixed',
          left: 16,
          bottom: 16,
          '@media (max-width: 479.98px)': { display: 'none' },
        }}
      />
      {SURFACES.filter((surface) => surface.slot !== 'bell' && surface.slot !== 'page').map(
        (surface) => (
          // Fixed so a surface's fallback shows in view; the surfaces position themselves.
          <div
            key={surface.slot}
            id={slotElementId(surface.slot)}
            css={{ position: 'fixed', right: 16, bottom: 16, zIndex: SURFACE_SLOT_LAYER }}
          />
        ),
      )}
    </div>
  );
}
