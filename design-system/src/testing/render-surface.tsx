import type { Reducer, Middleware } from '@reduxjs/toolkit';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
// Through the package name, as the remotes' own components import it.
import { DesignSystemProvider } from '@staydesk/design-system';
import { createRemoteStore } from '../platform/remote-store';

interface RemoteApi {
  reducerPath: 'api';
  reducer: Reducer;
  middleware: Middleware;
}

/** Renders a surface as its lifecycles do: the theme, and a fresh store around the remote's api. */
export function renderSurface(ui: ReactElement, api: RemoteApi) {
  const store = createRemoteStore(api);
  const result = render(
    <DesignSystemProvider>
      <Provider store={store}>{ui}</Provider>
    </DesignSystemProvider>,
  );
  return { ...result, store };
}
