/**
 * Runs `test` with the Web Locks API as a browser gives it (one holder of a lock at a time, in
 * the order asked; jsdom has none), and takes it away after.
 */
export async function withWebLocks<T>(test: () => Promise<T>): Promise<T> {
  let held = Promise.resolve();
  const request = <R>(_name: string, work: () => Promise<R>): Promise<R> => {
    const result = held.then(work);
    held = result.then(
      () => undefined,
      () => undefined,
    );
    return result;
  };
  Object.defineProperty(navigator, 'locks', { value: { request }, configurable: true });
  try {
    return await test();
  } finally {
    Reflect.deleteProperty(navigator, 'locks');
  }
}
