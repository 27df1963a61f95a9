import { act, renderHook } from '@testing-library/react';
import { useFirstArrivalInSlices } from './useFirstArrivalInSlices';

interface Task {
  title: string;
}

function renderWithHistory() {
  const seen: Array<Task | undefined> = [];
  const hook = renderHook(
    ({ data }: { data: Task | undefined }) => {
      const shown = useFirstArrivalInSlices(data);
      seen.push(shown);
      return shown;
    },
    { initialProps: { data: undefined as Task | undefined } },
  );
  return { ...hook, seen };
}

describe('useFirstArrivalInSlices', () => {
  it('holds the first arrival back for one render, then shows it', async () => {
    const { rerender, result, seen } = renderWithHistory();
    const task = { title: 'Check linen stock' };
    seen.length = 0;
    await act(async () => rerender({ data: task }));
    // The store's update renders nothing new; the deferred render shows the task.
    expect(seen).toEqual([undefined, task]);
    expect(result.current).toBe(task);
  });

  it('shows a later change in the same render', async () => {
    const { rerender, result, seen } = renderWithHistory();
    await act(async () => rerender({ data: { title: 'Check linen stock' } }));
    seen.length = 0;
    const edited = { title: 'Check linen and towels' };
    await act(async () => rerender({ data: edited }));
    expect(seen[0]).toBe(edited);
    expect(result.current).toBe(edited);
  });
});
