import { Suspense } from 'react';
import type { PlatformApi, Session } from '@staydesk/contracts';
import { useOnceIdle } from '@staydesk/design-system';
import { remoteOverridesInEffect } from '../federation/registry';
import { bannerStyle } from './banners/banner-style';
import { ConnectivityBanner } from './banners/ConnectivityBanner';
import { optionalLazy } from './optional-lazy';

const ImpersonationBanner = optionalLazy(() => import('./banners/ImpersonationBanner'));
const OutageBanner = optionalLazy(() => import('./banners/OutageBanner'));
const RemoteOverrideBadge = optionalLazy(() => import('./banners/RemoteOverrideBadge'));

const VERIFICATION_TEXT = {
  bothNeeded: 'Please verify your email address and phone number.',
  emailNeeded: 'Please verify your email address.',
  phoneNeeded: 'Please verify your phone number.',
} as const;

function VerificationBanner({ session }: { session: Session }) {
  const variant =
    !session.emailVerified && !session.phoneVerified
      ? 'bothNeeded'
      : !session.emailVerified
        ? 'emailNeeded'
        : !session.phoneVerified
          ? 'phoneNeeded'
          : null;
  if (!variant) return null;
  return (
    <div
      role="note"
      data-variant={variant}
      css={{ ...bannerStyle, background: '#fef9c3', color: '#422006' }}
    >
      {VERIFICATION_TEXT[variant]} <a href="/settings/profile">Verify now</a>
    </div>
  );
}

/** Asks for the outage state once the page is idle: it is not worth delaying the first paint. */
function DeferredOutageBanner({ platform }: { platform: PlatformApi }) {
  if (!useOnceIdle()) return null;
  return (
    <Suspense fallback={null}>
      <OutageBanner platform={platform} />
    </Suspense>
  );
}

/**
 * In the spec's order: impersonation, connectivity, outage, verification; then, in an admin's
 * browser that loads a remote from another build, the badge that says so.
 */
export default function Banners({
  session,
  platform,
}: {
  session: Session;
  platform: PlatformApi;
}) {
  const overrides = remoteOverridesInEffect();
  return (
    <>
      {session.originalUser && (
        <Suspense fallback={null}>
          <ImpersonationBanner session={session} />
        </Suspense>
      )}
      <ConnectivityBanner />
      <DeferredOutageBanner platform={platform} />
      <VerificationBanner session={session} />
      {overrides && overrides.applied.length + overrides.ignored.length > 0 && (
        <Suspense fallback={null}>
          <RemoteOverrideBadge inEffect={overrides} />
        </Suspense>
      )}
    </>
  );
}
