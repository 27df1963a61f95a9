import mongoose from 'mongoose';
import { NotificationRecipient } from '../../src/models/notification';
import { PUSH_JOB } from '../../src/services/delivery/push-job';
import { eventually, pause } from '../eventually';
import { createCustomerWithUsers } from '../harness';
import { LoopbackPushService } from '../push-service/push-service';
import { Browser, mentionCommand } from './client';
import { apiProcesses, testDatabaseUri, useDatabase } from './processes';
import { pushingApiEnv, subscribeToPush } from './push';

/**
 * A push delivery job is running on an API process (the push service holds its request) when
 * the process is killed. Its lock lasts 5 s here instead of 60 s (JOB_LOCK_LIFETIME_MS), after
 * which a new process takes the job and delivers it: one completed push, `pushSent` stamped
 * once. (Agenda does not extend a running job's lock: a job that outlives it is taken again, so
 * the lifetime must cover a push even on a loaded machine; 2 s did not always.)
 */
const LOCK_LIFETIME_MS = 5_000;
const uri = testDatabaseUri();
useDatabase(() => uri);
const apis = apiProcesses(() =>
  pushingApiEnv(uri, { JOB_LOCK_LIFETIME_MS: String(LOCK_LIFETIME_MS) }),
);

let pushService: LoopbackPushService;
let cleanerId: string;
beforeAll(async () => {
  pushService = await LoopbackPushService.start();
  const { users } = await createCustomerWithUsers('Jobs', ['admin', 'cleaner']);
  cleanerId = users.get('cleaner')!.toString();
});
afterAll(() => pushService.stop());

describe('a push job interrupted by a crash', () => {
  it('is delivered once by the next process after its lock expired', async () => {
    const first = await apis.start();
    const cleaner = new Browser(first.url);
    await cleaner.signIn('cleaner@jobs.test');
    const browser = await subscribeToPush(cleaner, pushService, 'cleaner-phone');
    const admin = new Browser(first.url);
    await admin.signIn('admin@jobs.test');

    const hold = pushService.hold(browser.endpoint);
    const created = await admin.request('POST', '/api/notifications', {
      body: mentionCommand('Key box moved', [cleanerId]),
    });
    expect(created.status).toBe(200);
    const { notificationId } = (created.body as { data: { notificationId: string } }).data;
    await hold.arrived;
    const killedAt = Date.now();
    await first.kill();

    await apis.start();
    await eventually(
      () => pushService.requestsTo(browser.endpoint).some((push) => push.completed),
      'the push to be delivered by the new process',
      20_000,
    );
    const deliveredAfter = Date.now() - killedAt;
    console.log(`The job of the killed process was delivered ${deliveredAfter} ms after the kill`);

    // Many polls later nothing has run it again (and the done job is gone, see below).
    await pause(1_000);
    const pushes = pushService.requestsTo(browser.endpoint);
    expect(pushes.map((push) => push.completed)).toEqual([false, true]);
    expect(browser.decrypt(pushes[1]!.body)).toMatchObject({
      notificationId,
      title: 'Key box moved',
    });
    const recipient = await NotificationRecipient.findOne({
      notificationId,
      userId: cleanerId,
    }).lean();
    expect(recipient?.pushSent).toBe(true);
    expect(recipient?.pushSentAt?.getTime()).toBeGreaterThanOrEqual(killedAt);
    // Done jobs are removed: none is left to run again.
    expect(
      await mongoose.connection.db!.collection('jobs').countDocuments({ name: PUSH_JOB }),
    ).toBe(0);
  }, 90_000);
});
