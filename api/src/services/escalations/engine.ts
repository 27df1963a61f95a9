import type { Logger } from 'pino';
import { EscalationStep, type EscalationStepDoc } from '../../models/escalation';
import { escalationClock } from './clock';
import { fireStep } from './fire';
import { escalationWakeups } from './history';

export interface EscalationEngineOptions {
  logger: Logger;
  /** How often an instance looks for steps another instance scheduled (and for stale locks). */
  pollMs: number;
  /** How long a running step stays locked to its instance; a crashed one's step moves on after. */
  leaseMs: number;
  /** The first retry's delay; each further retry waits four times longer. */
  retryDelayMs: number;
  /** Tries in all, the first one included. */
  maxAttempts: number;
}

export const DEFAULT_ENGINE_OPTIONS = {
  pollMs: 30_000,
  leaseMs: 60_000,
  retryDelayMs: 30_000,
  maxAttempts: 5,
} as const;

/** A step due now that another instance holds is looked at again after this, not in a spin. */
const MIN_DELAY_MS = 250;
/** Longest a timer is set for: Node's timers overflow past 2^31 - 1 ms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Runs the escalation steps that are due, on every API instance over one collection. An
 * instance claims a step with a conditional update (pending and due, or running with an expired
 * lock), so each step runs on one instance at a time; its escalation record is unique by task
 * and step, so it is written once even when a crashed instance's step is taken over. A failed
 * step is tried again with backoff. Between runs the engine waits on one timer: the next due
 * step's time, or the poll, whichever is sooner; thousands of pending steps cost nothing until
 * they are due.
 */
export class EscalationEngine {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private stopped = true;
  private readonly onWake = () => this.wake();

  constructor(private readonly options: EscalationEngineOptions) {}

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    escalationWakeups.on('scheduled', this.onWake);
    this.wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    escalationWakeups.off('scheduled', this.onWake);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** Runs what is due now, then sets the timer for what is next. */
  wake(): void {
    if (this.stopped) return;
    void this.runDue()
      .catch((error: unknown) =>
        this.options.logger.error({ err: error }, 'escalation engine run failed'),
      )
      .finally(() => void this.arm());
  }

  /** Runs every step due by the clock's now; answers how many it ran. One run at a time. */
  runDue(): Promise<number> {
    if (!this.running) {
      this.running = this.drain().finally(() => {
        this.running = null;
      });
    }
    return this.running;
  }

  private async drain(): Promise<number> {
    let ran = 0;
    for (;;) {
      const step = await this.claim();
      if (!step) return ran;
      await this.run(step);
      ran += 1;
    }
  }

  private claim(): Promise<EscalationStepDoc | null> {
    const now = escalationClock.now();
    return EscalationStep.findOneAndUpdate(
      {
        $or: [
          { state: 'pending', dueAt: { $lte: now } },
          { state: 'running', lockedUntil: { $lte: now } },
        ],
      },
      {
        $set: { state: 'running', lockedUntil: new Date(now.getTime() + this.options.leaseMs) },
        $inc: { attempts: 1 },
      },
      { sort: { dueAt: 1 }, new: true },
    ).lean<EscalationStepDoc>();
  }

  private async run(step: EscalationStepDoc): Promise<void> {
    const now = escalationClock.now();
    const mine = { _id: step._id, state: 'running', lockedUntil: step.lockedUntil };
    try {
      const outcome = await fireStep(step, now);
      await EscalationStep.updateOne(
        mine,
        typeof outcome === 'string'
          ? { $set: { state: outcome, lockedUntil: null } }
          : { $set: { state: 'pending', dueAt: outcome.later, lockedUntil: null, attempts: 0 } },
      );
    } catch (error) {
      const attempts = step.attempts ?? 1;
      const last = attempts >= this.options.maxAttempts;
      this.options.logger.warn(
        { err: error, step: step.key, attempts },
        last ? 'escalation step gave up after its last try' : 'escalation step failed',
      );
      const retryAt = new Date(now.getTime() + this.options.retryDelayMs * 4 ** (attempts - 1));
      await EscalationStep.updateOne(mine, {
        $set: {
          state: last ? 'failed' : 'pending',
          dueAt: last ? step.dueAt : retryAt,
          lockedUntil: null,
          lastError: error instanceof Error ? error.message : String(error),
        },
      });
    }
  }

  private async arm(): Promise<void> {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const next = await EscalationStep.findOne({ state: 'pending' }, { dueAt: 1 })
      .sort({ dueAt: 1 })
      .lean()
      .catch(() => null);
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const untilNext = next ? next.dueAt.getTime() - escalationClock.now().getTime() : Infinity;
    const delay = Math.max(MIN_DELAY_MS, Math.min(untilNext, this.options.pollMs, MAX_TIMER_MS));
    this.timer = setTimeout(() => this.wake(), delay);
    this.timer.unref();
  }
}
