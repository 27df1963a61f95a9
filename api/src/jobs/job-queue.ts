import { MongoBackend } from '@agendajs/mongo-backend';
import { Agenda, exponential, InMemoryNotificationChannel, when } from 'agenda';
import type { Db } from 'mongodb';
import type { Logger } from 'pino';

/** A failure that trying again cannot fix (a refused request, bad data): the job stops here. */
export class PermanentJobError extends Error {}

export interface JobKind<Data extends object> {
  name: string;
  /** How many jobs of this kind one API instance runs at the same time. */
  concurrency: number;
  /** Tries in all, the first one included; a permanent failure stops earlier. */
  maxAttempts: number;
  run(data: Data): Promise<void>;
}

export interface JobQueueOptions {
  db: Db;
  logger: Logger;
  /**
   * How often an instance looks for jobs enqueued elsewhere (by an instance that died or had
   * no room for them) and for locks that expired. Each look also locks the jobs due before the
   * next one and runs them at their time, retries included.
   */
  pollMs: number;
  /** The first retry's delay; each further retry waits four times longer. */
  retryDelayMs: number;
  /**
   * How long a job stays locked to the instance running it; a crashed instance's jobs are
   * picked up by another after it. Agenda checks a running job's lock every half lifetime with a
   * timer that outlives the job by up to that much, so tests keep it short.
   */
  lockLifetimeMs?: number;
}

/** Long enough for a slow push service, short enough that a crashed instance's jobs move on. */
const DEFAULT_LOCK_LIFETIME_MS = 60_000;
const COLLECTION = 'jobs';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Jobs persisted in MongoDB (agenda), shared by every API instance: whichever instance is free
 * locks a job and runs it. Jobs enqueued here start at once on this instance; the others see
 * them on their next poll. Failed jobs are retried with exponential backoff up to each kind's
 * attempt cap; finished ones are removed. Between polls an instance waits on timers only (the
 * next due job's, or the poll's), so an idle queue sends the database nothing.
 */
export class JobQueue {
  private readonly agenda: Agenda;
  private started = false;

  constructor(private readonly options: JobQueueOptions) {
    const lockLifetimeMs = options.lockLifetimeMs ?? DEFAULT_LOCK_LIFETIME_MS;
    this.agenda = new Agenda({
      backend: new MongoBackend({ mongo: options.db, collection: COLLECTION }),
      // Wakes this instance's processor as soon as it saves a job, instead of at the next poll.
      notificationChannel: new InMemoryNotificationChannel(),
      // A poll locks the jobs due before the next one: they must not outwait their lock.
      processEvery: Math.min(options.pollMs, lockLifetimeMs / 2),
      defaultLockLifetime: lockLifetimeMs,
    });
    this.agenda.on('error', (error: Error) =>
      options.logger.error({ err: error }, 'job queue error'),
    );
    this.agenda.on('fail', (error: Error | string, job: { attrs: { name: string } }) =>
      options.logger.warn({ err: error, job: job.attrs.name }, 'job failed'),
    );
    this.agenda.on('retry exhausted', (error: Error, job: { attrs: { name: string } }) =>
      options.logger.error({ err: error, job: job.attrs.name }, 'job gave up after its last try'),
    );
  }

  define<Data extends object>(kind: JobKind<Data>): void {
    const retries = exponential({
      delay: this.options.retryDelayMs,
      factor: 4,
      maxRetries: kind.maxAttempts - 1,
      jitter: 0.2,
    });
    this.agenda.define<Data>(kind.name, (job) => kind.run(job.attrs.data), {
      concurrency: kind.concurrency,
      lockLimit: kind.concurrency * 2,
      removeOnComplete: true,
      backoff: when((context) => !(context.error instanceof PermanentJobError), retries),
    });
  }

  async start(): Promise<void> {
    await this.agenda.start();
    this.started = true;
  }

  async enqueue<Data extends object>(name: string, data: Data): Promise<void> {
    if (!this.agenda.definitions[name]) throw new Error(`No job kind named '${name}'`);
    await this.agenda.now(name, data);
  }

  /** Persists a job to run at a time: whichever instance polls after it is due runs it. */
  async enqueueAt<Data extends object>(name: string, at: Date, data: Data): Promise<void> {
    if (!this.agenda.definitions[name]) throw new Error(`No job kind named '${name}'`);
    await this.agenda.schedule(at, name, data);
  }

  /**
   * Lets running jobs finish (up to the timeout) and stops taking new ones. Jobs still running
   * after it stay locked and are picked up again once their lock expires.
   */
  async stop(timeoutMs = 10_000): Promise<void> {
    // Agenda connects (and builds its indexes) from its constructor: let that settle first.
    if (!this.started) return this.agenda.ready.catch(() => undefined);
    this.started = false;
    // Agenda's drain only re-checks on a job's 'complete' event, and misses one emitted just
    // before it started listening (then it waits for the whole timeout): watch the count too.
    const idle = new AbortController();
    const drained = this.agenda.drain({
      timeout: timeoutMs,
      signal: idle.signal,
      closeConnection: false,
    });
    let draining = true;
    const watch = (async () => {
      while (draining) {
        const stats = await this.agenda.getRunningStats().catch(() => null);
        if (!stats || stats.runningJobs === 0) return idle.abort();
        await pause(25);
      }
    })();
    await drained;
    draining = false;
    await watch;
  }
}
