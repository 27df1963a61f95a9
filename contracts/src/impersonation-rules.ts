import type { SessionAccess } from './access';

// No zod here: the shell's chrome reads these, and must not pull the schemas in with them.

/** Super users' area: every customer and their users. */
export const SUPERADMIN_PATH = '/superadmin';
/** An admin's own customer and its users; where ending impersonation lands. */
export const ADMIN_CUSTOMERS_PATH = '/admin/customers';
/** Where a failed end of impersonation lands, signed out. */
export const SIGNED_OUT_LANDING_PATH = '/app/listings';

/** A super user impersonates anyone of any customer, never from an impersonated session. */
export const IMPERSONATE_ANY_ACCESS: SessionAccess = {
  kind: 'session',
  superUserOnly: true,
  impersonating: false,
  action: 'impersonate users of any customer',
};

/** An admin impersonates users of their own customer, never from an impersonated session. */
export const IMPERSONATE_OWN_ACCESS: SessionAccess = {
  kind: 'session',
  roles: ['admin'],
  impersonating: false,
  action: "impersonate their customer's users",
};

export const impersonationBannerText = (userEmail: string, originalEmail: string): string =>
  `Impersonating: ${userEmail} | Original user: ${originalEmail}`;
