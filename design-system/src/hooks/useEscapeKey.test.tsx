import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Dialog } from '../components/Dialog/Dialog';
import { renderWithTheme } from '../testing/renderWithTheme';
import { useEscapeKey } from './useEscapeKey';

/** A non-modal panel that closes on Escape, with a dialog that can open over it. */
function PanelWithDialog({ onPanelEscape }: { onPanelEscape: () => void }) {
  const [dialogOpen, setDialogOpen] = useState(true);
  useEscapeKey(onPanelEscape);
  return (
    <Dialog open={dialogOpen} onOpenChange={setDialogOpen} title="Command palette">
      <input aria-label="Search" />
    </Dialog>
  );
}

describe('useEscapeKey', () => {
  it('closes one layer per Escape: the dialog above first, then the panel', async () => {
    const user = userEvent.setup();
    const onPanelEscape = jest.fn();
    renderWithTheme(<PanelWithDialog onPanelEscape={onPanelEscape} />);
    expect(screen.getByRole('dialog', { name: 'Command palette' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onPanelEscape).not.toHaveBeenCalled();

    await user.keyboard('{Escape}');
    expect(onPanelEscape).toHaveBeenCalledTimes(1);
  });
});
