import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, SESSION_COOKIE } from '@staydesk/contracts';
import { Customer } from '../models/customer';
import { User } from '../models/user';
import { hashPassword } from '../services/passwords';
import { createSession } from '../services/sessions';
import { DEMO_CUSTOMER, DEMO_PASSWORD_DEFAULT, DEMO_ROLES } from './fixtures';

/** The Cookie headers of `count` new members of the demo team, one role after another. */
export async function signInLoadCallers(count: number): Promise<string[]> {
  const customer = await Customer.findOne({ name: DEMO_CUSTOMER }).orFail();
  const passwordHash = await hashPassword(DEMO_PASSWORD_DEFAULT);
  const cookies: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const role = DEMO_ROLES[index % DEMO_ROLES.length]!;
    const user = await User.create({
      email: `load-${index}@demo.test`,
      name: `Load caller ${index}`,
      passwordHash,
      memberships: [{ customerId: customer._id, roles: [role], active: true }],
    });
    const token = await createSession({
      userId: user._id,
      customerId: customer._id,
      currentRole: role,
      ttlHours: 1,
    });
    // A browser holds the CSRF cookie from its first request on; without it, every answer
    // would issue a new one.
    cookies.push(
      `${SESSION_COOKIE}=${token}; ${CSRF_COOKIE}=${randomBytes(24).toString('base64url')}`,
    );
  }
  return cookies;
}
