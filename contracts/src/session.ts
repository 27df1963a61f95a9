import { z } from 'zod';
import { ROLES } from './roles';

export const roleSchema = z.enum(ROLES);

export const signInRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('Enter a valid email address'),
  password: z.string().min(1, 'Enter your password').max(200),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

export const uiPreferencesSchema = z.object({
  desktop: z.object({ hideKeyboardShortcuts: z.boolean().optional() }).optional(),
});
export type UiPreferences = z.infer<typeof uiPreferencesSchema>;

export const sessionSchema = z.object({
  user: z.object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    image: z.string().nullable(),
  }),
  roles: z.array(z.object({ role: roleSchema })),
  currentRole: roleSchema,
  customerId: z.string(),
  isSuperUser: z.boolean(),
  emailVerified: z.boolean(),
  phoneVerified: z.boolean(),
  uiPreferences: uiPreferencesSchema,
  originalUser: z
    .object({ email: z.string(), customerId: z.string(), isAdmin: z.boolean() })
    .optional(),
});
export type Session = z.infer<typeof sessionSchema>;
