import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test("resumes through the browser's scheduler where it has one", async () => {
  const yieldTask = jest.fn(() => Promise.resolve());
  Object.assign(globalThis, { scheduler: { yield: yieldTask } });
  await yieldToBrowser();
  expect(yieldTask).toHaveBeenCalledTimes(1);
});

test('resumes in a later task without one', async () => {
  const seen: string[] = [];
  setTimeout(() => seen.push('queued task'), 0);
  await yieldToBrowser();
  seen.push('resumed');
  expect(seen).toEqual(['queued task', 'resumed']);
});
