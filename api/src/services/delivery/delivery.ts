import type { Agent } from 'node:https';
import type { Db } from 'mongodb';
import type { Types } from 'mongoose';
import type { Logger } from 'pino';
import type { DeliveryConfig } from '../../config';
import { JobQueue } from '../../jobs/job-queue';
import { emailJob, smsJob } from './message-jobs';
import { pushJob } from './push-job';
import { PushSender } from './push-sender';
import { scheduleDeliveries, type RecipientDelivery } from './schedule';
import { senderNamed } from './senders';
import { threadMessageJob } from './thread-message-job';
import { VapidHeaderCache, type VapidSigner } from './vapid-headers';
import { resolveVapidKeys } from './vapid-keys';

export interface DeliveryOptions {
  config: DeliveryConfig;
  /** Where the links in e-mails lead (see config.ts). */
  shellOrigin: string;
  db: Db;
  logger: Logger;
  /** Production: 30 s, for jobs other instances enqueued or left behind (job-queue.ts). */
  pollMs?: number;
  retryDelayMs?: number;
  lockLifetimeMs?: number;
  /** The HTTPS agent push requests go through (a test trusts its own push service with it). */
  pushAgent?: Agent;
  signVapid?: VapidSigner;
}

export interface Delivery {
  /** The application server key browsers subscribe with. */
  publicKey: string;
  queue: JobQueue;
  schedule(customerId: Types.ObjectId, deliveries: readonly RecipientDelivery[]): Promise<void>;
  stop(): Promise<void>;
}

let running: Delivery | null = null;

/**
 * Starts delivering notifications by push, e-mail and SMS in this process: the VAPID keys, the
 * senders and the job queue. The API does it at start; a process that does not (the seed CLI)
 * records notifications without delivering them.
 */
export async function startDelivery(options: DeliveryOptions): Promise<Delivery> {
  const keys = await resolveVapidKeys(options.config.vapid);
  const queue = new JobQueue({
    db: options.db,
    logger: options.logger,
    pollMs: options.pollMs ?? 30_000,
    retryDelayMs: options.retryDelayMs ?? 30_000,
    lockLifetimeMs: options.lockLifetimeMs,
  });
  const headers = new VapidHeaderCache(keys, { sign: options.signVapid });
  queue.define(pushJob(new PushSender(headers, options.pushAgent)));
  queue.define(
    emailJob(senderNamed(options.config.emailSender, options.logger), options.shellOrigin),
  );
  queue.define(smsJob(senderNamed(options.config.smsSender, options.logger)));
  queue.define(
    threadMessageJob({
      email: senderNamed(options.config.emailSender, options.logger),
      sms: senderNamed(options.config.smsSender, options.logger),
    }),
  );
  await queue.start();

  const delivery: Delivery = {
    publicKey: keys.publicKey,
    queue,
    async schedule(customerId, deliveries) {
      try {
        await scheduleDeliveries(queue, customerId, deliveries);
      } catch (error) {
        // The notification is recorded and shown in the app; only its delivery elsewhere is lost.
        options.logger.error({ err: error }, 'could not schedule notification delivery');
      }
    },
    async stop() {
      if (running === delivery) running = null;
      await queue.stop();
    },
  };
  running = delivery;
  return delivery;
}

/** The delivery this process runs, if it runs one. */
export const currentDelivery = (): Delivery | null => running;
