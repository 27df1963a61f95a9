/** Resolves once `check` holds (it may be async), polling briefly; fails after the timeout. */
export async function eventually(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 5_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await pause(20);
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
