import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { PlatformProps } from '@staydesk/contracts';
// Through the package name, so the shared singleton is used and not a bundled copy.
import { DesignSystemProvider, SurfaceFallback } from '@staydesk/design-system';

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
}

/**
 * single-spa lifecycles for one surface of a remote: its own React root inside the element
 * the shell gives it, the design-system theme, and a compact fallback if it throws.
 */
export function createSurfaceLifecycles(options: SurfaceOptions) {
  const Component = options.component;
  const Root = (props: SurfaceProps) => {
    // The surface's own render is a transition, which React splits into slices of a few
    // milliseconds: a task sidebar rendered in one go held a phone's main thread for 150 ms.
    const [started, setStarted] = useState(false);
    useEffect(() => startTransition(() => setStarted(true)), []);
    const content = started ? <Component {...props} /> : null;
    return (
      <DesignSystemProvider>
        {options.wrap ? options.wrap(content, props) : content}
      </DesignSystemProvider>
    );
  };
  return singleSpaReact<SurfaceProps>({
    React,
    ReactDOMClient,
    rootComponent: Root,
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
}
