import { inTaskOrder } from './task-write-order';

describe('writes of one task', () => {
  it('go out one after another, each on the version the one before produced', async () => {
    const sent: string[] = [];
    let finishTick: () => void = () => undefined;
    const tick = inTaskOrder('task-a', 4, async (version) => {
      sent.push(`tick on ${version}`);
      await new Promise<void>((resolve) => (finishTick = resolve));
      return { outcome: 'ticked', produced: 5 };
    });
    // Complete is clicked before the tick is answered, on the task as read: version 4.
    const complete = inTaskOrder('task-a', 4, async (version) => {
      sent.push(`complete on ${version}`);
      return { outcome: 'completed', produced: 6 };
    });
    await Promise.resolve();
    expect(sent).toEqual(['tick on 4']);
    finishTick();
    await expect(Promise.all([tick, complete])).resolves.toEqual(['ticked', 'completed']);
    expect(sent).toEqual(['tick on 4', 'complete on 5']);
  });

  it('keep the version read when the earlier write failed, and go on after it', async () => {
    const versions: number[] = [];
    const failed = inTaskOrder('task-b', 7, async (version) => {
      versions.push(version);
      return { outcome: 'refused', produced: null };
    });
    const next = inTaskOrder('task-b', 7, async (version) => {
      versions.push(version);
      return { outcome: 'saved', produced: 8 };
    });
    await expect(Promise.all([failed, next])).resolves.toEqual(['refused', 'saved']);
    expect(versions).toEqual([7, 7]);
  });
});
