/**
 * Resolves in a task of its own, so the browser can handle input and paint before the next piece
 * of work: a long chain of module evaluation and start-up held a phone's main thread in one task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
