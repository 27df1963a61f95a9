import { z } from 'zod';
import { ROLES } from './roles';
import { roleSchema } from './session';
import { emailAddressSchema } from './verification-schema';

export const teamInvitationRequestSchema = z
  .object({
    email: emailAddressSchema,
    // A role named twice is the role once.
    roles: z
      .array(roleSchema)
      .min(1, 'Choose at least one role')
      .max(ROLES.length * 2)
      .transform((roles) => [...new Set(roles)]),
  })
  .strict();
export type TeamInvitationRequest = z.infer<typeof teamInvitationRequestSchema>;

export const teamInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  roles: z.array(roleSchema),
  invitedBy: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type TeamInvitation = z.infer<typeof teamInvitationSchema>;

export const teamInvitationListSchema = z.object({ invitations: z.array(teamInvitationSchema) });
export type TeamInvitationList = z.infer<typeof teamInvitationListSchema>;

export const teamInvitationParamsSchema = z.object({
  invitationId: z.string().regex(/^[a-f0-9]{24}$/i),
});

/** 32 random bytes, base64url. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

/** What the invitation page shows before the invited person acts. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  customerName: z.string(),
  invitedBy: z.string(),
  roles: z.array(roleSchema),
  /** The address already has an account: its password joins it to the team. */
  hasAccount: z.boolean(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * Accepting: a new account names itself and sets a password; an existing account proves itself
 * with its password, and its name stays as it is.
 */
export const invitationAcceptSchema = z
  .object({
    name: z.string().max(100).optional(),
    password: z.string().min(1, 'Enter a password').max(200),
  })
  .strict();
export type InvitationAccept = z.infer<typeof invitationAcceptSchema>;
