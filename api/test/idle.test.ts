import type { CommandStartedEvent } from 'mongodb';
import mongoose, { Types } from 'mongoose';
import pino from 'pino';
import { connectionOptions, prepareCollections } from '../src/db';
import { JobQueue } from '../src/jobs/job-queue';
import type { AuthContext } from '../src/middleware/auth';
import { LiveEventModel } from '../src/models/live-event';
import { SessionModel } from '../src/models/session';
import { LiveEventHub, publish, type DeliveredEvent } from '../src/services/live-events';
import { BUSY_AFTER_LOOKUP_MS, SessionCache } from '../src/services/session-cache';
import { hashToken } from '../src/services/sessions';
import { eventually, pause } from './eventually';
import { testDatabaseUri } from './faults/processes';

/**
 * What the API runs besides its routes (job runner, live event feed, session cache streams),
 * with production's settings, on a database nobody else uses. With nothing to do they send the
 * database nothing; work that arrives is still done at once.
 */
const uri = testDatabaseUri(`idle_${new Types.ObjectId().toHexString().slice(-8)}`);
/** Long enough for the feeds to stop reading once nobody waits on them (375 ms of reads). */
const SETTLE_MS = 1_500;
const QUIET_WINDOW_MS = 3_000;
const AT_ONCE_MS = 500;

const commands: string[] = [];
const countCommand = (event: CommandStartedEvent) => commands.push(event.commandName);
const jobsRun: number[] = [];
let hub: LiveEventHub;
let sessions: SessionCache;
let queue: JobQueue;

beforeAll(async () => {
  await mongoose.connect(uri, { ...connectionOptions(uri), monitorCommands: true });
  await prepareCollections(mongoose.connection);
  hub = new LiveEventHub();
  hub.start();
  sessions = new SessionCache();
  sessions.start();
  queue = new JobQueue({
    db: mongoose.connection.db!,
    logger: pino({ level: 'silent' }),
    pollMs: 30_000,
    retryDelayMs: 30_000,
  });
  queue.define({
    name: 'test.idle',
    concurrency: 1,
    maxAttempts: 1,
    run: async () => void jobsRun.push(Date.now()),
  });
  await queue.start();
  mongoose.connection.getClient().on('commandStarted', countCommand);
});
afterAll(async () => {
  mongoose.connection.getClient().off('commandStarted', countCommand);
  await queue.stop();
  await hub.stop();
  await sessions.stop();
  await mongoose.connection.dropDatabase();
  await mongoose.disconnect();
});

/**
 * Over a quiet window, after the feeds settled, the database receives nothing but at most one
 * poll of the job queue: every 30 s, one findAndModify per job kind (one kind here), so a 3 s
 * window holds none or, when the file's tests ran longer than 30 s, one.
 */
async function expectNoTrafficWhileQuiet(): Promise<void> {
  await pause(SETTLE_MS);
  commands.length = 0;
  await pause(QUIET_WINDOW_MS);
  const poll = commands.filter((name) => name === 'findAndModify');
  expect(commands.filter((name) => name !== 'findAndModify')).toEqual([]);
  expect(poll.length).toBeLessThanOrEqual(1);
}

const someone = () => new Types.ObjectId();

describe('with no browser connected and nothing to do', () => {
  it('the job runner, the live feed and the session streams send the database nothing', async () => {
    await expectNoTrafficWhileQuiet();
  });

  it('still runs a job enqueued here at once, then falls quiet again', async () => {
    const enqueuedAt = Date.now();
    await queue.enqueue('test.idle', {});
    await eventually(() => jobsRun.length === 1, 'the job to run', AT_ONCE_MS);
    console.log(`A job enqueued after a quiet spell ran after ${jobsRun[0]! - enqueuedAt} ms`);
    await expectNoTrafficWhileQuiet();
  });

  it('delivers an event written here at once to a stream opened after a quiet spell, then falls quiet again', async () => {
    const received: DeliveredEvent[] = [];
    const unsubscribe = hub.onEvent((delivered) => received.push(delivered));
    const publishedAt = Date.now();
    await publish({ customerId: someone(), topic: 'tasks', type: 'task.created' });
    await eventually(() => received.length === 1, 'the event', AT_ONCE_MS);
    console.log(
      `An event written here reached the open stream after ${Date.now() - publishedAt} ms`,
    );

    // Another instance's write reaches this stream at the feed's busy pace (a held read on
    // a real MongoDB delivers it at once).
    await LiveEventModel.create({ customerId: someone(), topic: 'tasks', type: 'task.updated' });
    await eventually(() => received.length === 2, 'the event written elsewhere', AT_ONCE_MS);
    expect(received.map((delivered) => delivered.event.type)).toEqual([
      'task.created',
      'task.updated',
    ]);

    unsubscribe();
    await expectNoTrafficWhileQuiet();
  });
});

describe('the session cache after a quiet spell', () => {
  it('does not serve a session that another instance ended meanwhile', async () => {
    const tokenHash = hashToken('idle-session');
    const session = await SessionModel.create({
      tokenHash,
      userId: someone(),
      customerId: someone(),
      currentRole: 'admin',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const auth = { userId: session.userId.toString() } as AuthContext;
    await eventually(() => {
      sessions.set(tokenHash, session._id.toString(), auth, session.expiresAt);
      return sessions.get(tokenHash) === auth;
    }, 'the session to be cached');
    // Lookups keep the streams at their short pace for a while; then they stop reading.
    await pause(BUSY_AFTER_LOOKUP_MS);
    await expectNoTrafficWhileQuiet();

    // Written straight to the database, as a sign-out through another instance is: only the
    // change stream, which does not read now, can tell this process.
    await SessionModel.deleteOne({ _id: session._id });
    expect(sessions.get(tokenHash)).toBeNull();
  });
});
