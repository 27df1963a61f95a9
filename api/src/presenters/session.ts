import type { Session } from '@staydesk/contracts';
import type { AuthContext } from '../middleware/auth';

export function presentSession(auth: AuthContext): Session {
  const { user } = auth;
  return {
    user: { id: auth.userId, email: user.email, name: user.name, image: user.image ?? null },
    roles: auth.roles.map((role) => ({ role })),
    currentRole: auth.role,
    customerId: auth.customerId,
    isSuperUser: auth.isSuperUser,
    emailVerified: user.emailVerified,
    phoneVerified: user.phoneVerified,
    uiPreferences: (user.uiPreferences ?? {}) as Session['uiPreferences'],
    ...(auth.originalUser ? { originalUser: auth.originalUser } : {}),
  };
}
