import { useEffect, useRef, useState } from 'react';

/**
 * The value at most once per `intervalMs`, the latest one included: a fast scroll through
 * thousands of rows asks for a few pages on the way, not for every page it passes.
 */
export function useThrottledValue<Value>(value: Value, intervalMs: number): Value {
  const [throttled, setThrottled] = useState(value);
  const lastUpdate = useRef(0);
  useEffect(() => {
    const wait = lastUpdate.current + intervalMs - Date.now();
    const update = () => {
      lastUpdate.current = Date.now();
      setThrottled(value);
    };
    if (wait <= 0) {
      update();
      return;
    }
    const timer = setTimeout(update, wait);
    return () => clearTimeout(timer);
  }, [value, intervalMs]);
  return throttled;
}
