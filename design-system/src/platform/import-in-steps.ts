import { nextTask } from '../scheduling/own-task';

/**
 * Imports a surface's lazy part one group of modules after another, each evaluated in a task of
 * its own: in one go, zod's schemas, Redux and the feature held a phone's main thread for over
 * 100 ms. Every step's chunks are fetched at once (the surface preloads them), so the steps cost
 * no round trip. Resolves to what the last step imports.
 */
export async function importInSteps<T>(
  ...steps: [...Array<() => Promise<unknown>>, () => Promise<T>]
): Promise<T> {
  const last = steps[steps.length - 1] as () => Promise<T>;
  for (const step of steps.slice(0, -1)) {
    await step();
    await nextTask();
  }
  return last();
}
