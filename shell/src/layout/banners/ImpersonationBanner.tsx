import { useState } from 'react';
import {
  ADMIN_CUSTOMERS_PATH,
  impersonationBannerText,
  SIGNED_OUT_LANDING_PATH,
  type Session,
} from '@staydesk/contracts';
import { Button } from '@staydesk/design-system';
import { apiFetch } from '@staydesk/design-system/platform';
import { fetchSession } from '../../session/session-client';
import { signOut } from '../../session/sign-out';
import { bannerStyle } from './banner-style';

/**
 * Ends the impersonation on the server, then checks the admin's own session is back; if either
 * step fails the user is signed out and sent to /app/listings.
 */
async function endImpersonation(): Promise<void> {
  try {
    const response = await apiFetch('/api/admin/end-impersonation', { method: 'POST' });
    if (!response.ok) throw new Error('Failed to end impersonation');
    const restored = await fetchSession();
    if (!restored || restored.originalUser) throw new Error('Failed to restore the admin session');
    // A full load: every remote and cache starts again as the admin.
    window.location.assign(ADMIN_CUSTOMERS_PATH);
  } catch (error) {
    console.warn(error);
    await signOut(SIGNED_OUT_LANDING_PATH);
  }
}

export default function ImpersonationBanner({ session }: { session: Session }) {
  const [ending, setEnding] = useState(false);
  if (!session.originalUser) return null;
  return (
    <div
      role="region"
      aria-label="Impersonation"
      css={{
        ...bannerStyle,
        background: '#1e293b',
        color: '#fff',
        display: 'flex',
        gap: 12,
        justifyContent: 'center',
        alignItems: 'center',
        flexWrap: 'wrap',
      }}
    >
      <span>{impersonationBannerText(session.user.email, session.originalUser.email)}</span>
      <Button
        size="sm"
        variant="secondary"
        disabled={ending}
        onClick={() => {
          setEnding(true);
          void endImpersonation();
        }}
      >
        End Impersonation
      </Button>
    </div>
  );
}
