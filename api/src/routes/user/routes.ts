import { z } from 'zod';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  SIGNED_IN_ACCESS,
  teamSchema,
  uiPreferencesSchema,
} from '@staydesk/contracts';
import { sessionRoute, type RouteDeclaration } from '../../http/route';
import { User } from '../../models/user';
import {
  notificationPreferencesOf,
  saveNotificationPreferences,
} from '../../services/notification-preferences';
import type { SessionCache } from '../../services/session-cache';
import { teamOf } from '../../services/tasks-team';
import { requireCurrentCustomer } from '../tasks/access';

export function userRoutes(sessions: SessionCache): RouteDeclaration[] {
  return [
    sessionRoute({
      id: 'user.team',
      method: 'GET',
      path: '/api/user/users',
      summary: "The customer's users and groups to assign or mention; a partner sees its company",
      tag: 'user',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      query: z.object({ customerId: z.string().max(64).optional() }),
      response: { status: 200, description: 'Users and groups', schema: teamSchema },
      links: [
        {
          name: 'FirstUserImage',
          operationId: 'profile.image',
          parameters: { userId: '$response.body#/users/0/id' },
        },
        {
          name: 'UpdateFirstUser',
          operationId: 'team.updateMember',
          parameters: { userId: '$response.body#/users/0/id' },
        },
      ],
      example: { request: ({ tenant }) => ({ query: { customerId: tenant.customerId } }) },
      handle({ auth, query }) {
        requireCurrentCustomer(auth, query.customerId);
        return teamOf(auth);
      },
    }),
    sessionRoute({
      id: 'user.updatePreferences',
      method: 'PATCH',
      path: '/api/user/preferences',
      summary: "Merges UI preferences into the caller's (e.g. a dismissed hint bar)",
      tag: 'user',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: uiPreferencesSchema.strict(),
      response: {
        status: 200,
        description: 'The merged preferences',
        schema: z.object({ uiPreferences: uiPreferencesSchema }),
      },
      example: { request: () => ({ body: { desktop: { hideKeyboardShortcuts: true } } }) },
      async handle({ auth, body }) {
        const current = (auth.user.uiPreferences ?? {}) as z.infer<typeof uiPreferencesSchema>;
        const merged = {
          ...current,
          ...body,
          desktop: { ...current.desktop, ...body.desktop },
        };
        await User.updateOne({ _id: auth.user._id }, { $set: { uiPreferences: merged } });
        sessions.dropUser(auth.userId);
        return { uiPreferences: merged };
      },
    }),
    sessionRoute({
      id: 'user.notificationPreferences',
      method: 'GET',
      path: '/api/user/notification-preferences',
      summary: "The caller's notification channels, groups and per-type switches",
      tag: 'user',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'read',
      response: {
        status: 200,
        description: 'The preferences',
        schema: notificationPreferencesSchema,
      },
      handle: ({ auth }) => notificationPreferencesOf(auth.user),
    }),
    sessionRoute({
      id: 'user.saveNotificationPreferences',
      method: 'PUT',
      path: '/api/user/notification-preferences',
      summary:
        "Replaces the caller's notification preferences; unknown groups or types are refused",
      tag: 'user',
      access: SIGNED_IN_ACCESS,
      rateLimit: 'write',
      body: notificationPreferencesUpdateSchema,
      response: {
        status: 200,
        description: 'The saved preferences',
        schema: notificationPreferencesSchema,
      },
      example: { request: () => ({ body: { delivery: { email: true, push: true, sms: false } } }) },
      async handle({ auth, body }) {
        const saved = await saveNotificationPreferences(auth.user._id, body);
        sessions.dropUser(auth.userId);
        return saved;
      },
    }),
  ];
}
