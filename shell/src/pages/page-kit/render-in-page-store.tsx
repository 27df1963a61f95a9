import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { DesignSystemProvider } from '@staydesk/design-system';
import { createRemoteStore } from '@staydesk/design-system/platform';
import { pageApi } from './page-api';

/** Renders part of a shell page as its page does: in the theme, around a fresh page store. */
export const renderInPageStore = (ui: ReactElement) =>
  render(
    <DesignSystemProvider>
      <Provider store={createRemoteStore(pageApi)}>{ui}</Provider>
    </DesignSystemProvider>,
  );
