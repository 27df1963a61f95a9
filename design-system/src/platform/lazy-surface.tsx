import { createElement, lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { retryingImport } from './retrying-import';

type SurfaceModule<Props> = { default: ComponentType<Props> };

export interface LazySurfaceOptions<Props> {
  /** Shown while the part loads: nothing by default, as the surface shows its own states. */
  fallback?: ReactNode | ((props: Props) => ReactNode);
}

export interface LazySurface<Props> {
  (props: Props): ReactNode;
  /** Starts loading before the first render (on hover or focus), so that render finds it. */
  preload(): Promise<SurfaceModule<Props>>;
}

/**
 * The part of a surface that loads after the remote's entry (its store, its API and the
 * feature), as a component: the remote's first load stays small. Its chunks are tried again when
 * they fail to load (`retryingImport`). Every lazy part of every remote loads through here, so how
 * they load is decided in this one place. The `import()` keeps its webpack comments (chunk name,
 * preload) at the call site, where webpack reads them.
 */
export function lazySurface<Props extends object>(
  load: () => Promise<SurfaceModule<Props>>,
  options: LazySurfaceOptions<Props> = {},
): LazySurface<Props> {
  let loading: Promise<SurfaceModule<Props>> | undefined;
  const preload = () => {
    loading ??= retryingImport(load).catch((error: unknown) => {
      // A later render or preload starts over rather than keep the failure.
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const Part = lazy(preload);
  const Surface = (props: Props) => (
    <Suspense
      fallback={typeof options.fallback === 'function' ? options.fallback(props) : options.fallback}
    >
      {createElement(Part, props)}
    </Suspense>
  );
  return Object.assign(Surface, { preload });
}
