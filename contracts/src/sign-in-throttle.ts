/**
 * How sign-in slows down a guesser without locking out the account's owner (decision 0034):
 * failures are counted per account and client, the first few are free, then each one pauses
 * that pair for longer, doubling up to a ceiling.
 */
export const SIGN_IN_THROTTLE = {
  /** Failures per account and client before the first pause. */
  freeTries: 3,
  firstPauseSeconds: 30,
  longestPauseSeconds: 15 * 60,
  /** Failures per account across every client not yet trusted, per window. */
  accountCeiling: 30,
  /** Failures per client across every account (credential stuffing), per window. */
  clientCeiling: 100,
  ceilingWindowSeconds: 60 * 60,
  /** A browser that signed in to an account is trusted for it this long after its last sign-in. */
  trustedDeviceDays: 180,
} as const;

/** The pause after the given count of consecutive failures; 0 while tries are left. */
export function pauseAfterFailures(failures: number): number {
  const { freeTries, firstPauseSeconds, longestPauseSeconds } = SIGN_IN_THROTTLE;
  if (failures < freeTries) return 0;
  const doublings = Math.min(failures - freeTries, 16);
  return Math.min(firstPauseSeconds * 2 ** doublings, longestPauseSeconds);
}

const unitsOf = (seconds: number): [number, string] => {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return [whole, 'second'];
  const minutes = Math.ceil(whole / 60);
  return minutes < 60 ? [minutes, 'minute'] : [Math.ceil(minutes / 60), 'hour'];
};

/** '30 seconds', '1 minute', '15 minutes'. */
export function waitInWords(seconds: number): string {
  const [count, unit] = unitsOf(seconds);
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** '30-second', '2-minute': the length of a pause before the word 'pause'. */
const pauseLengthInWords = (seconds: number): string => {
  const [count, unit] = unitsOf(seconds);
  return `${count}-${unit}`;
};

const WRONG_CREDENTIALS = 'Wrong e-mail or password.';

export const SIGN_IN_MESSAGES = {
  /** The answer to a failed sign-in, the same whether or not the e-mail has an account. */
  failed(triesLeft: number, pauseSeconds: number): string {
    if (pauseSeconds > 0) return `${WRONG_CREDENTIALS} Try again in ${waitInWords(pauseSeconds)}.`;
    const tries = `${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'}`;
    const nextPause = pauseLengthInWords(SIGN_IN_THROTTLE.firstPauseSeconds);
    return `${WRONG_CREDENTIALS} ${tries} left before a ${nextPause} pause.`;
  },
  paused: (seconds: number) => `Too many sign-in attempts. Try again in ${waitInWords(seconds)}.`,
} as const;
