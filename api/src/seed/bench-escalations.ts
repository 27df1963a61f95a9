import { Types } from 'mongoose';
import { ESCALATION_STEPS } from '@staydesk/contracts';
import { EscalationStep } from '../models/escalation';

export const ESCALATION_BENCH_STEPS = 10_000;

const HOUR_MS = 3_600_000;

/**
 * Pending escalation steps for the engine's idle figure: all due between one hour and a week
 * from now, so none comes due while the bench measures.
 */
export async function seedEscalationBench(count = ESCALATION_BENCH_STEPS): Promise<void> {
  const customerId = new Types.ObjectId();
  const now = Date.now();
  const steps = Array.from({ length: count }, (_, index) => {
    const step = ESCALATION_STEPS[index % ESCALATION_STEPS.length]!;
    return {
      customerId,
      taskId: new Types.ObjectId(),
      step,
      key: `${step}:${index}`,
      dueAt: new Date(now + HOUR_MS + ((index * 7919) % (167 * 60)) * 60_000),
      state: 'pending',
    };
  });
  for (let start = 0; start < steps.length; start += 1_000) {
    await EscalationStep.insertMany(steps.slice(start, start + 1_000), { ordered: false });
  }
}
