import { randomBytes } from 'node:crypto';

/** Where the html template holds the nonce; the static server puts a fresh one there per page. */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** 16 random bytes, base64: a new one for every page the server renders. */
export const createNonce = (): string => randomBytes(16).toString('base64');

export interface PolicyOptions {
  /** The page's nonce: only style elements carrying it apply (Emotion and the libraries). */
  nonce?: string;
  /** Origins the page loads remotes from: their manifests (fetch) and scripts. */
  remoteOrigins: readonly string[];
}

/**
 * The Content-Security-Policy of the shell and of every remote's harness page. Scripts come
 * only from this origin and the active remotes' origins: no inline script, no eval.
 */
export function contentSecurityPolicy({ nonce, remoteOrigins }: PolicyOptions): string {
  const directives: Array<[string, ...string[]]> = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...remoteOrigins],
    ['style-src', "'self'", ...(nonce ? [`'nonce-${nonce}'`] : [])],
    ['connect-src', "'self'", ...remoteOrigins],
    // Listing photos are data: URLs in the demo; avatars and uploads come from this origin.
    ['img-src', "'self'", 'data:', 'blob:'],
    ['font-src', "'self'", 'data:'],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/** The headers every page and file of the static servers carries besides the policy. */
export function securityHeaders(overTls: boolean): Record<string, string> {
  return {
    'x-content-type-options': 'nosniff',
    // Nothing on another origin needs to know which page of the platform linked to it.
    'referrer-policy': 'same-origin',
    // frame-ancestors 'none' says the same to browsers that know CSP level 2.
    'x-frame-options': 'DENY',
    // Only behind TLS: over plain HTTP the browser would ignore it anyway.
    ...(overTls ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
