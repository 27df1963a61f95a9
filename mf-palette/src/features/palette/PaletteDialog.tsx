import { PALETTE_WIDTH, type CreateTaskContext, type PaletteCommand } from '@staydesk/contracts';
import { Dialog } from '@staydesk/design-system/overlays';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { createStore } from '../../store';
import { PaletteContent } from './PaletteContent';

interface PaletteDialogProps {
  commands: PaletteCommand[];
  onClose: () => void;
  onCreateTask: (context: Partial<CreateTaskContext>) => void;
}

/** Mounted only while open, with a store of its own: closing resets every bit of state. */
export default function PaletteDialog({ commands, onClose, onCreateTask }: PaletteDialogProps) {
  const [store] = useState(createStore);
  return (
    <Provider store={store}>
      <Dialog
        open
        onOpenChange={(open) => !open && onClose()}
        title="Command palette"
        width={PALETTE_WIDTH}
      >
        <PaletteContent commands={commands} onCreateTask={onCreateTask} />
      </Dialog>
    </Provider>
  );
}
