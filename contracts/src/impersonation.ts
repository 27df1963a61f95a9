import { z } from 'zod';
import type { SessionAccess } from './access';
import { roleSchema } from './session';

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

export const IMPERSONATION_REASON_MAX = 500;

export const impersonationRequestSchema = z.object({
  userId: z.string().min(1).max(64),
  reason: z
    .string()
    .trim()
    .min(3, 'Say why you impersonate this user')
    .max(IMPERSONATION_REASON_MAX),
});
export type ImpersonationRequest = z.infer<typeof impersonationRequestSchema>;

export const endImpersonationResponseSchema = z.object({ ok: z.literal(true) });

export const customerUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  active: z.boolean(),
  isSuperUser: z.boolean(),
});
export type CustomerUser = z.infer<typeof customerUserSchema>;

export const adminCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  users: z.array(customerUserSchema),
});
export type AdminCustomer = z.infer<typeof adminCustomerSchema>;

export const adminCustomersSchema = z.object({ customers: z.array(adminCustomerSchema) });
export type AdminCustomers = z.infer<typeof adminCustomersSchema>;

/** One customer's users on /superadmin, or every customer's when none is named. */
export const superadminCustomersQuerySchema = z.object({
  customerId: z
    .string()
    .regex(/^[0-9a-f]{24}$/, 'Not a customer id')
    .optional(),
});

export const currentRoleRequestSchema = z.object({ role: roleSchema });

export const impersonationBannerText = (userEmail: string, originalEmail: string): string =>
  `Impersonating: ${userEmail} | Original user: ${originalEmail}`;
