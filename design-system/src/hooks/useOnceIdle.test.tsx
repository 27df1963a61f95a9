import { act, renderHook } from '@testing-library/react';
import { useOnceIdle } from './useOnceIdle';

describe('useOnceIdle', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is false when the component mounts and true after the browser has been idle', () => {
    const { result } = renderHook(() => useOnceIdle());
    expect(result.current).toBe(false);
    act(() => jest.runOnlyPendingTimers());
    expect(result.current).toBe(true);
  });

  it('stops waiting when the component unmounts first', () => {
    const { unmount } = renderHook(() => useOnceIdle());
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
