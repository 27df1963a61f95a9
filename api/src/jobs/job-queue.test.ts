import mongoose from 'mongoose';
import pino from 'pino';
import { eventually, pause } from '../../test/eventually';
import { withTestApi } from '../../test/harness';
import { JobQueue, PermanentJobError } from './job-queue';

withTestApi();

let queue: JobQueue;
beforeEach(() => {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  queue = new JobQueue({
    db,
    logger: pino({ level: 'silent' }),
    pollMs: 50,
    retryDelayMs: 20,
    lockLifetimeMs: 1_000,
  });
});
afterEach(() => queue.stop());

describe('JobQueue', () => {
  it('runs enqueued jobs at once, never more of one kind at a time than its concurrency', async () => {
    let running = 0;
    let mostAtOnce = 0;
    const finished: number[] = [];
    queue.define<{ n: number }>({
      name: 'test.slow',
      concurrency: 2,
      maxAttempts: 1,
      async run({ n }) {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await pause(60);
        running -= 1;
        finished.push(n);
      },
    });
    await queue.start();
    await Promise.all([1, 2, 3, 4, 5].map((n) => queue.enqueue('test.slow', { n })));
    await eventually(() => finished.length === 5, 'five jobs');
    expect(finished.sort()).toEqual([1, 2, 3, 4, 5]);
    expect(mostAtOnce).toBe(2);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const attempts: number[] = [];
    queue.define({
      name: 'test.flaky',
      concurrency: 1,
      maxAttempts: 4,
      async run() {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('push service busy');
      },
    });
    await queue.start();
    await queue.enqueue('test.flaky', {});
    await eventually(() => attempts.length === 3, 'three attempts');
    await pause(200);
    expect(attempts).toHaveLength(3);
  });

  it('stops after the attempt cap, and at once on a permanent failure', async () => {
    const tries = { transient: 0, permanent: 0 };
    queue.define<{ kind: keyof typeof tries }>({
      name: 'test.failing',
      concurrency: 2,
      maxAttempts: 3,
      async run({ kind }) {
        tries[kind] += 1;
        throw kind === 'permanent' ? new PermanentJobError('refused') : new Error('timeout');
      },
    });
    await queue.start();
    await queue.enqueue('test.failing', { kind: 'transient' });
    await queue.enqueue('test.failing', { kind: 'permanent' });
    await eventually(() => tries.transient === 3, 'three tries');
    await pause(400);
    expect(tries).toEqual({ transient: 3, permanent: 1 });
  });

  it('refuses a job kind nobody defined', async () => {
    await expect(queue.enqueue('test.unknown', {})).rejects.toThrow(
      "No job kind named 'test.unknown'",
    );
  });
});
