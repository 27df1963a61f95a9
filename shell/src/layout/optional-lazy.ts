import { lazy, type ComponentType } from 'react';

/**
 * A lazily loaded part of the chrome that is left out when its code cannot load (offline, a
 * deploy in between) instead of taking the whole page down with it; `fallback`, when given,
 * stands in for it then.
 */
export function optionalLazy<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  fallback: ComponentType<Props> = () => null,
) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.warn('A part of the page did not load', error);
      return { default: fallback };
    }),
  );
}
