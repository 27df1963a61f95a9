import Router from '@koa/router';
import { uiPreferencesSchema } from '@staydesk/contracts';
import { authOf } from '../../middleware/auth';
import { validBody } from '../../middleware/validate';
import { User } from '../../models/user';

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
  return router;
}
