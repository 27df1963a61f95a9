import { importInSteps } from './import-in-steps';

it('imports each step in a task of its own, in order, and hands over what the last imported', async () => {
  const events: string[] = [];
  const step = (name: string) => async () => {
    events.push(name);
    // Work queued by a step (input, a paint) runs before the next step starts.
    setTimeout(() => events.push(`after ${name}`), 0);
    return { default: name };
  };
  await expect(importInSteps(step('store'), step('api'), step('feature'))).resolves.toEqual({
    default: 'feature',
  });
  expect(events).toEqual(['store', 'after store', 'api', 'after api', 'feature']);
});

it('stops at a step that fails, with its error, so the import can be tried again', async () => {
  const feature = jest.fn(async () => ({ default: 'feature' }));
  const failing = importInSteps(async () => {
    throw new Error('Loading chunk 247 failed');
  }, feature);
  await expect(failing).rejects.toThrow('Loading chunk 247 failed');
  expect(feature).not.toHaveBeenCalled();
});
