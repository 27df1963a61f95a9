import { useEffect } from 'react';

/** Locks the page behind an open panel and gives back whatever overflow it had before. */
export function useBodyScrollLock(): void {
  useEffect(() => {
    const { style } = document.body;
    const previous = style.overflow;
    style.overflow = 'hidden';
    return () => {
      style.overflow = previous;
    };
  }, []);
}
