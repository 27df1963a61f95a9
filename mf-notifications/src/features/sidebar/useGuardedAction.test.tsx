import { act, renderHook } from '@testing-library/react';
import { useGuardedAction } from './useGuardedAction';

const options = { guardMs: 1_000, feedbackMs: 2_000, failureMessage: 'Failed to mark all as read' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Clicks, and lets whatever the click started settle. */
const click = (trigger: () => void) => act(async () => trigger());

it('ignores clicks within 1 s of the last accepted one, even once the request is done', async () => {
  const run = jest.fn(async () => undefined);
  const { result } = renderHook(() => useGuardedAction(run, options));

  await click(() => {
    result.current.trigger();
    result.current.trigger();
  });
  expect(result.current.state).toBe('done');
  act(() => jest.advanceTimersByTime(900));
  await click(result.current.trigger);
  expect(run).toHaveBeenCalledTimes(1);

  act(() => jest.advanceTimersByTime(200));
  await click(result.current.trigger);
  expect(run).toHaveBeenCalledTimes(2);
});

it('shows success for 2 s, then goes back to idle', async () => {
  let finish = () => {};
  const run = () => new Promise<void>((resolve) => (finish = resolve));
  const { result } = renderHook(() => useGuardedAction(run, options));
  await click(result.current.trigger);
  expect(result.current.state).toBe('busy');
  await click(finish);
  expect(result.current.state).toBe('done');
  act(() => jest.advanceTimersByTime(1_999));
  expect(result.current.state).toBe('done');
  act(() => jest.advanceTimersByTime(1));
  expect(result.current.state).toBe('idle');
});

it('on failure logs the message, stops the spinner and allows a retry after the guard', async () => {
  const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const error = new Error('500');
  const run = jest.fn(async () => {
    throw error;
  });
  const { result } = renderHook(() => useGuardedAction(run, options));

  await click(result.current.trigger);

  expect(log).toHaveBeenCalledWith('Failed to mark all as read', error);
  expect(result.current.state).toBe('idle');
  act(() => jest.advanceTimersByTime(1_000));
  await click(result.current.trigger);
  expect(run).toHaveBeenCalledTimes(2);
  log.mockRestore();
});
