import { navigateToUrl } from 'single-spa';
import type { PlatformApi, Session } from '@staydesk/contracts';
import { toast } from '@staydesk/design-system';
import { createPlatform } from '@staydesk/design-system/platform';

/** The platform API the shell hands every remote: navigation goes through single-spa's router. */
export function createShellPlatform(session: Session): PlatformApi {
  return createPlatform({
    session,
    toast: (message, kind = 'info') => void toast.show(message, kind),
    navigate: (to) => navigateToUrl(to),
  });
}
