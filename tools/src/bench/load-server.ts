import { once } from 'node:events';
import Koa from 'koa';
import { startApiServer } from '../api-server';
import { freePort } from '../mongo';
import { DEMO_PASSWORD_DEFAULT } from '../../../api/src/seed/fixtures';

/**
 * A server under load in a process of its own, so that the load generator does not share its
 * event loop: `api` is the Staydesk API over an in-memory database with the demo data, `bare`
 * a Koa app answering { ok: true }. Prints `LISTENING <port>`; stops when stdin closes.
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
  }
  console.log(`LISTENING ${port}`);
  process.stdin.resume();
  process.stdin.once('end', () => void stop().finally(() => process.exit(0)));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
