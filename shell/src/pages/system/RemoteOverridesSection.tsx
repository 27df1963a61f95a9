import { lazy, Suspense } from 'react';
import { accessRefusal, REMOTE_OVERRIDE_ACCESS, type Session } from '@staydesk/contracts';
import { remoteOverridesInEffect } from '../../federation/registry';

// Its form and select load only for those who may override.
const RemoteOverrides = lazy(() => import('./RemoteOverrides'));

/**
 * The admin's form, when the registry offered overrides to this user as the page loaded and
 * their current role still may (a role switch changes the session in place).
 */
export function RemoteOverridesSection({ session }: { session: Session }) {
  const settings = remoteOverridesInEffect()?.settings;
  const subject = {
    role: session.currentRole,
    isSuperUser: session.isSuperUser,
    impersonating: Boolean(session.originalUser),
  };
  if (
    !settings ||
    settings.userId !== session.user.id ||
    accessRefusal(REMOTE_OVERRIDE_ACCESS, subject) !== null
  )
    return null;
  return (
    <Suspense fallback={null}>
      <RemoteOverrides settings={settings} />
    </Suspense>
  );
}
