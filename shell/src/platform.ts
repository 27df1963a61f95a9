import { navigateToUrl } from 'single-spa';
import type { PlatformApi, Session } from '@staydesk/contracts';
import { createPlatform, toast } from '@staydesk/design-system';

/** The platform API the shell hands every remote: navigation goes through single-spa's router. */
export function createShellPlatform(session: Session): PlatformApi {
  return createPlatform({
    session,
    toast: (message, kind = 'info') => void toast.show(message, kind),
    navigate: (to) => navigateToUrl(to),
  });
}
