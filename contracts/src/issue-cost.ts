// The additional payment an excessive-cleaning report asks for (spec: marketplace-execution §5,
// §9): its steps, and the cost a provider without a bid is offered, computed from their rate.

/** The hourly rate of a provider with none on record. */
export const DEFAULT_PROVIDER_RATE = 25;
/** The additional-time input's step, in minutes. */
export const ADDITIONAL_TIME_STEP_MINUTES = 15;
/** The additional-cost input's step. */
export const ADDITIONAL_COST_STEP = 0.01;

/** Minutes at the hourly rate (25 when none), to two decimals; nothing for no time. */
export function additionalCostFor(minutes: number, hourlyRate: number | null | undefined): number {
  if (!Number.isFinite(minutes) || minutes <= 0) return 0;
  const rate = hourlyRate ?? DEFAULT_PROVIDER_RATE;
  return Math.round((minutes / 60) * rate * 100) / 100;
}
