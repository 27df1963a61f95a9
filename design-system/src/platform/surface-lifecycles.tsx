import { type ComponentType, type ReactNode } from 'react';
import * as React from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { PlatformProps } from '@staydesk/contracts';
import { SurfaceFallback } from './SurfaceFallback';
import { DesignSystemProvider } from '../theme/DesignSystemProvider';

export interface SurfaceProps extends PlatformProps {
  /** Where the shell wants the surface rendered; a harness passes its own element. */
  domElement?: HTMLElement;
  name: string;
}

export interface SurfaceOptions<Props extends SurfaceProps> {
  /** Shown in the fallback when the surface throws: 'Tasks', 'Notifications' ... */
  label: string;
  component: ComponentType<Props>;
  /** Wraps the component, e.g. with the remote's Redux store provider. */
  wrap?: (children: ReactNode, props: Props) => ReactNode;
}

/**
 * single-spa lifecycles for one surface of a remote: its own React root inside the element
 * the shell gives it, the design-system theme, and a compact fallback if it throws.
 */
export function createSurfaceLifecycles<Props extends SurfaceProps>(options: SurfaceOptions<Props>) {
  const Component = options.component;
  const Root = (props: Props) => {
    const content = <Component {...props} />;
    return (
      <DesignSystemProvider>{options.wrap ? options.wrap(content, props) : content}</DesignSystemProvider>
    );
  };
  return singleSpaReact<Props>({
    React,
    ReactDOMClient,
    rootComponent: Root as ComponentType<Props & import('single-spa').AppProps>,
    errorBoundary: (error) => (
      <DesignSystemProvider>
        <SurfaceFallback label={options.label} error={error} />
      </DesignSystemProvider>
    ),
    domElementGetter: (props) => {
      if (props.domElement) return props.domElement;
      throw new Error(`${options.label}: no element to mount into`);
    },
  });
}
