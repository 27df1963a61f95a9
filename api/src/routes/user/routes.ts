import Router from '@koa/router';
import { notificationPreferencesUpdateSchema, uiPreferencesSchema } from '@staydesk/contracts';
import { authOf } from '../../middleware/auth';
import { validBody } from '../../middleware/validate';
import { User } from '../../models/user';
import {
  notificationPreferencesOf,
  saveNotificationPreferences,
} from '../../services/notification-preferences';

export function userRoutes(): Router {
  const router = new Router({ prefix: '/api/user' });
  /** Merges the given UI preferences into the caller's (e.g. a dismissed hint bar). */
  router.patch('/preferences', async (ctx) => {
    const auth = authOf(ctx);
    const changes = validBody(ctx, uiPreferencesSchema.strict());
    const merged = {
      ...(auth.user.uiPreferences as object),
      ...changes,
      desktop: {
        ...((auth.user.uiPreferences as { desktop?: object })?.desktop ?? {}),
        ...changes.desktop,
      },
    };
    await User.updateOne({ _id: auth.user._id }, { $set: { uiPreferences: merged } });
    ctx.body = { uiPreferences: merged };
  });

  /** NOTIFICATION_PREFERENCES_PATH: the caller's own channels, groups and per-type switches. */
  router.get('/notification-preferences', (ctx) => {
    ctx.set('cache-control', 'no-store');
    ctx.body = notificationPreferencesOf(authOf(ctx).user);
  });
  router.put('/notification-preferences', async (ctx) => {
    const auth = authOf(ctx);
    const preferences = validBody(ctx, notificationPreferencesUpdateSchema);
    ctx.body = await saveNotificationPreferences(auth.user._id, preferences);
  });
  return router;
}
