import { z } from 'zod';
import { roleSchema } from './session';

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
