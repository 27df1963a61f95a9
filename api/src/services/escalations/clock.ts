/**
 * The escalation engine's clock: every due time and record stamp reads it, so a test moves time
 * forward instead of waiting for it.
 */
let current: () => Date = () => new Date();

export const escalationClock = {
  now: (): Date => current(),
  /** Replaces the clock (tests); `use()` with no argument goes back to the wall clock. */
  use(now?: () => Date): void {
    current = now ?? (() => new Date());
  },
};
