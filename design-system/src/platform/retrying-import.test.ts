import { retryingImport } from './retrying-import';

const failingTimes = (failures: number) => {
  let calls = 0;
  return jest.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new Error(`Loading chunk 694 failed (${calls})`);
    return { default: 'the surface' };
  });
};

it('loads again after a failure, and hands over what the last try loaded', async () => {
  const load = failingTimes(2);
  await expect(retryingImport(load, [1, 1, 1])).resolves.toEqual({ default: 'the surface' });
  expect(load).toHaveBeenCalledTimes(3);
});

it('gives up after its last try, with that try’s error', async () => {
  const load = failingTimes(10);
  await expect(retryingImport(load, [1, 1])).rejects.toThrow('Loading chunk 694 failed (3)');
  expect(load).toHaveBeenCalledTimes(3);
});
