import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importInSteps } from './import-in-steps';
import { retryingImport } from './retrying-import';

/**
 * The part of a surface that loads after its first chunk (store, API, feature), as a lazy
 * component: imported in steps, each evaluated in a task of its own (`importInSteps`), and
 * tried again when a chunk fails to load (`retryingImport`). Each step's `import()` keeps its
 * `webpackPreload` comment at the call site, where webpack reads it.
 */
export function lazySurfacePart<Props extends object>(
  ...steps: [...Array<() => Promise<unknown>>, () => Promise<{ default: ComponentType<Props> }>]
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => retryingImport(() => importInSteps(...steps)));
}
