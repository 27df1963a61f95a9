import { createElement, type ComponentType } from 'react';
import { Provider } from 'react-redux';
import type { Store } from '@reduxjs/toolkit';

/** A surface's component inside its remote's store, as its lazy part renders it. */
export function withStore<Props extends object>(store: Store, Component: ComponentType<Props>) {
  return function SurfaceWithStore(props: Props) {
    return <Provider store={store}>{createElement(Component, props)}</Provider>;
  };
}
