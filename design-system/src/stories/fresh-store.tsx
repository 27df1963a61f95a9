import type { Decorator } from '@storybook/react-webpack5';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createRemoteStore } from '../platform/remote-store';

type RemoteApi = Parameters<typeof createRemoteStore>[0];

/** A store of its own per story, so stories do not share cached answers. */
function FreshStore({ api, children }: { api: RemoteApi; children: ReactNode }) {
  const [store] = useState(() => createRemoteStore(api));
  return <Provider store={store}>{children}</Provider>;
}

/** Renders each story inside a fresh store around the remote's api. */
export const freshStore =
  (api: RemoteApi): Decorator =>
  (Story) => (
    <FreshStore api={api}>
      <Story />
    </FreshStore>
  );
