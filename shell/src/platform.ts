import type { Session } from '@staydesk/contracts';
import { toast } from '@staydesk/design-system';
import { createPlatform, type SessionPlatform } from '@staydesk/design-system/platform';

/**
 * The platform API the shell hands every remote: navigation goes through single-spa's router,
 * which loads after the chrome's first paint.
 */
export function createShellPlatform(session: Session): SessionPlatform {
  return createPlatform({
    session,
    toast: toast.show,
    navigate: (to) => void import('single-spa').then(({ navigateToUrl }) => navigateToUrl(to)),
  });
}
