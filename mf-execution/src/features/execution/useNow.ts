import { EXECUTION_TIMING } from '@staydesk/contracts';
import { useEffect, useState } from 'react';

/** The current instant, renewed every second while `ticking`. */
export function useNow(ticking: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), EXECUTION_TIMING.tickMs);
    return () => clearInterval(timer);
  }, [ticking]);
  return now;
}

/** 'm:ss': minutes keep counting past an hour ('75:03'). */
export function formatElapsed(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${minutes}:${String(seconds).padStart(2, '0')}`;
}
