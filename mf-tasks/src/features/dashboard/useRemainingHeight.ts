import { useEffect, useState, type RefObject } from 'react';

const MIN_HEIGHT = 320;
const BOTTOM_GAP = 8;

/**
 * The height that lets an element reach the bottom of the window from where it starts, kept
 * right as the window or what is above it changes size (the filter panel opening).
 */
export function useRemainingHeight(element: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(MIN_HEIGHT);
  useEffect(() => {
    const measure = () => {
      const top = element.current?.getBoundingClientRect().top ?? 0;
      const scrolled = window.scrollY;
      setHeight(Math.max(MIN_HEIGHT, window.innerHeight - (top + scrolled) - BOTTOM_GAP));
    };
    measure();
    window.addEventListener('resize', measure);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measure);
      observer?.disconnect();
    };
  }, [element]);
  return height;
}
