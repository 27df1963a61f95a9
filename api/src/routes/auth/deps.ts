import type { ApiConfig } from '../../config';
import type { SignInLimiter } from '../../middleware/rate-limit';
import type { SessionCache } from '../../services/session-cache';

/** What the sign-in, impersonation and invitation routes are built with. */
export interface AuthRouteDeps {
  config: ApiConfig;
  limiter: SignInLimiter;
  sessions: SessionCache;
}
