import { DesignSystemProvider } from '@staydesk/design-system';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createStore } from '../store';

/** Renders a surface as its lifecycles do: theme plus a fresh store of this remote. */
export function renderSurface(ui: ReactElement) {
  const store = createStore();
  const result = render(
    <DesignSystemProvider>
      <Provider store={store}>{ui}</Provider>
    </DesignSystemProvider>,
  );
  return { ...result, store };
}
