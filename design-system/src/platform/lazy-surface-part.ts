import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { importInSteps } from './import-in-steps';
import { retryingImport } from './retrying-import';

type Steps<Props> = [
  ...Array<() => Promise<unknown>>,
  () => Promise<{ default: ComponentType<Props> }>,
];

/**
 * The part of a surface that loads after its first chunk (store, API, feature), as a lazy
 * component: imported in steps, each evaluated in a task of its own (`importInSteps`), and each
 * step tried again when its chunks fail to load (`retryingImport`). Retried step by step, not
 * from the first: after the remote was down when the page was served, every step's first request
 * fails once (see `retryingImport`), more failures than one chain of retries allows. Each step's
 * `import()` keeps its `webpackPreload` comment at the call site, where webpack reads it.
 */
export function lazySurfacePart<Props extends object>(
  ...steps: Steps<Props>
): LazyExoticComponent<ComponentType<Props>> {
  const retried = steps.map((step) => () => retryingImport(step)) as Steps<Props>;
  return lazy(() => importInSteps(...retried));
}
