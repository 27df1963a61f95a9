/**
 * The clock every execution instant reads: a test moves it instead of waiting.
 */
let current: () => Date = () => new Date();

export const executionClock = {
  now: (): Date => current(),
  /** Replaces the clock (tests); `use()` with no argument goes back to the wall clock. */
  use(now?: () => Date): void {
    current = now ?? (() => new Date());
  },
};
