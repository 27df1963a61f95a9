import { PALETTE_WIDTH, SEARCH_PREFIX, type PaletteCommand } from '@staydesk/contracts';
import { Dialog } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { PaletteContent } from './PaletteContent';
import { PaletteSessionProvider, type PaletteSession } from './palette-session';
import { createPaletteStore, searchChanged } from './slice';

interface PaletteDialogProps {
  commands: readonly PaletteCommand[];
  session: PaletteSession;
  /** Opened from the header's search: the palette starts in search mode. */
  searching?: boolean;
}

/** Mounted only while open, with a store of its own: closing resets every bit of state. */
export default function PaletteDialog({ commands, session, searching }: PaletteDialogProps) {
  const [store] = useState(() => {
    const created = createPaletteStore();
    if (searching) created.dispatch(searchChanged(SEARCH_PREFIX));
    return created;
  });
  return (
    <Provider store={store}>
      <PaletteSessionProvider value={session}>
        <Dialog
          open
          onOpenChange={(open) => !open && session.close()}
          title="Command palette"
          width={PALETTE_WIDTH}
        >
          <PaletteContent commands={commands} />
        </Dialog>
      </PaletteSessionProvider>
    </Provider>
  );
}
