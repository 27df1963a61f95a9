import { once } from 'node:events';
import Koa from 'koa';
import { DEMO_PASSWORD_DEFAULT, signInLoadCallers } from '@staydesk/api/seed';
import { startApiServer } from '../api-server';
import { freePort } from '../mongo';

/**
 * Enough signed-in members of the demo team that a throughput run stays within each caller's
 * request budget (request-limits.ts), as many people using the platform at once would: a
 * single caller would measure the 429s of its spent budget instead. At 6,000 reads a minute
 * each, 48 callers ran out within a run once the API answered 30,000 sessions a second, and
 * the run measured fast 429s: 160 hold 16,000 a second for the whole minute.
 */
const LOAD_CALLERS = 160;

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
    console.log(`CALLERS ${JSON.stringify(await signInLoadCallers(LOAD_CALLERS))}`);
  }
  console.log(`LISTENING ${port}`);
  process.stdin.resume();
  process.stdin.once('end', () => void stop().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
