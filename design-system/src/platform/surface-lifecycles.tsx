import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { readSurfaces, type PlatformProps } from '@staydesk/contracts';
// Through the package name, so the shared singleton is used and not a bundled copy.
import { DesignSystemProvider, SurfaceFallback } from '@staydesk/design-system';
import { takeDrawingToHydrate } from './drawn-surface';

export interface SurfaceProps extends PlatformProps {
  /** Where the shell wants the surface rendered; a harness passes its own element. */
  domElement?: HTMLElement;
  name: string;
}

export interface SurfaceOptions {
  /** Shown in the fallback when the surface throws: 'Tasks', 'Notifications' ... */
  label: string;
  component: ComponentType<SurfaceProps>;
  /** Wraps the component, e.g. with the remote's Redux store provider. */
  wrap?: (children: ReactNode, props: SurfaceProps) => ReactNode;
  /**
   * The surface's module, for a surface its remote's server draws: the first mount hydrates the
   * drawing of the task the page shows, when there is one (see `takeDrawingToHydrate`).
   */
  drawnAs?: string;
}

/**
 * single-spa lifecycles for one surface of a remote: its own React root inside the element
 * the shell gives it, the design-system theme, and a compact fallback if it throws.
 */
export function createSurfaceLifecycles(options: SurfaceOptions) {
  const Component = options.component;
  // The drawing the mount under way hydrates, if any: React's first render must be its content.
  let hydrating: HTMLElement | null = null;
  const Root = (props: SurfaceProps) => {
    // The surface's own render is a transition, which React splits into slices of a few
    // milliseconds: a task sidebar rendered in one go held a phone's main thread for 150 ms.
    // A hydration is split into slices by React itself.
    const [started, setStarted] = useState(hydrating !== null);
    useEffect(() => startTransition(() => setStarted(true)), []);
    const content = started ? <Component {...props} /> : null;
    return (
      <DesignSystemProvider>
        {options.wrap ? options.wrap(content, props) : content}
      </DesignSystemProvider>
    );
  };
  const lifecycles = singleSpaReact<SurfaceProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
    renderType: () => (hydrating ? 'hydrateRoot' : 'createRoot'),
    errorBoundary: (error) => {
      console.error(`${options.label} crashed`, error);
      return (
        <DesignSystemProvider>
          <SurfaceFallback label={options.label} />
        </DesignSystemProvider>
      );
    },
    domElementGetter: (props) => {
      if (props.domElement) return props.domElement;
      throw new Error(`${options.label}: no element to mount into`);
    },
  });
  return {
    ...lifecycles,
    mount: async (props: Parameters<typeof lifecycles.mount>[0]) => {
      const { drawnAs } = options;
      hydrating = drawnAs
        ? takeDrawingToHydrate(drawnAs, readSurfaces(window.location.search).taskId)
        : null;
      try {
        // The shell's element stays empty: the drawing, where the page painted it, is the surface.
        await lifecycles.mount({ ...props, domElement: hydrating ?? props.domElement });
      } finally {
        hydrating = null;
      }
    },
  };
}
