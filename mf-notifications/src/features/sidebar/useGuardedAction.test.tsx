import { act, renderHook } from '@testing-library/react';
import { useGuardedAction } from './useGuardedAction';

const options = { guardMs: 1_000, feedbackMs: 2_000, failureMessage: 'Failed to mark all as read' };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** Lets the action's promise settle. */
const settle = () => act(async () => undefined);

it('ignores clicks within 1 s of the last accepted one, even once the request is done', async () => {
  const run = jest.fn(async () => undefined);
  const { result } = renderHook(() => useGuardedAction(run, options));

  act(() => result.current.trigger());
  act(() => result.current.trigger());
  await settle();
  expect(result.current.state).toBe('done');
  act(() => jest.advanceTimersByTime(900));
  act(() => result.current.trigger());
  expect(run).toHaveBeenCalledTimes(1);

  act(() => jest.advanceTimersByTime(200));
  act(() => result.current.trigger());
  expect(run).toHaveBeenCalledTimes(2);
});

it('shows success for 2 s, then goes back to idle', async () => {
  const { result } = renderHook(() => useGuardedAction(async () => undefined, options));
  act(() => result.current.trigger());
  expect(result.current.state).toBe('busy');
  await settle();
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

  act(() => result.current.trigger());
  await settle();

  expect(log).toHaveBeenCalledWith('Failed to mark all as read', error);
  expect(result.current.state).toBe('idle');
  act(() => jest.advanceTimersByTime(1_000));
  act(() => result.current.trigger());
  expect(run).toHaveBeenCalledTimes(2);
  log.mockRestore();
});
