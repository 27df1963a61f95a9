import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { CSRF_COOKIE, SESSION_COOKIE } from '@staydesk/contracts';
import Koa from 'koa';
import { startApiServer } from '../api-server';
import { freePort } from '../mongo';
import { DEMO_CUSTOMER, DEMO_PASSWORD_DEFAULT, DEMO_ROLES } from '../../../api/src/seed/fixtures';
import { Customer } from '../../../api/src/models/customer';
import { User } from '../../../api/src/models/user';
import { hashPassword } from '../../../api/src/services/passwords';
import { createSession } from '../../../api/src/services/sessions';

/**
 * Enough signed-in members of the demo team that a throughput run stays within each caller's
 * request budget (request-limits.ts), as many people using the platform at once would: a
 * single caller would measure the 429s of its spent budget instead. At 6,000 reads a minute
 * each, 48 callers ran out within a run once the API answered 30,000 sessions a second, and
 * the run measured fast 429s: 160 hold 16,000 a second for the whole minute.
 */
const LOAD_CALLERS = 160;

/** The Cookie headers of LOAD_CALLERS new members of the demo team, one role after another. */
async function signedInCallers(): Promise<string[]> {
  const customer = await Customer.findOne({ name: DEMO_CUSTOMER }).orFail();
  const passwordHash = await hashPassword(DEMO_PASSWORD_DEFAULT);
  const cookies: string[] = [];
  for (let index = 0; index < LOAD_CALLERS; index += 1) {
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

/**
 * A server under load in a process of its own, so that the load generator does not share its
 * event loop: `api` is the Staydesk API over an in-memory database with the demo data, `bare`
 * a Koa app answering { ok: true }. Prints `LISTENING <port>` (for the API after
 * `CALLERS <JSON list of Cookie headers>`); stops when stdin closes.
 */
async function main(): Promise<void> {
  const port = await freePort();
  let stop: () => Promise<void>;
  if (process.argv[2] === 'bare') {
    const app = new Koa();
    app.use((ctx) => {
      ctx.body = { ok: true };
    });
    const server = app.listen(port, '127.0.0.1');
    await once(server, 'listening');
    stop = () => new Promise((resolve) => server.close(() => resolve()));
  } else {
    process.env.LOG_LEVEL ??= 'warn';
    const api = await startApiServer({
      port,
      demoPassword: DEMO_PASSWORD_DEFAULT,
      log: () => undefined,
    });
    stop = api.stop;
    console.log(`CALLERS ${JSON.stringify(await signedInCallers())}`);
  }
  console.log(`LISTENING ${port}`);
  process.stdin.resume();
  process.stdin.once('end', () => void stop().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
