import type { RequestCheck } from './request-checks';
import type { ApiConfig } from '../config';

/** Headers every API answer carries; HSTS only where the API is served over HTTPS. */
export function securityHeaders(config: Pick<ApiConfig, 'servedOverTls'>): RequestCheck {
  return (ctx) => {
    ctx.set('x-content-type-options', 'nosniff');
    ctx.set('referrer-policy', 'same-origin');
    ctx.set('x-frame-options', 'DENY');
    if (config.servedOverTls)
      ctx.set('strict-transport-security', 'max-age=31536000; includeSubDomains');
  };
}
