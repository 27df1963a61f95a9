import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Button } from '../Button/Button';
import { Menu } from './Menu';

describe('Menu', () => {
  it('opens from the keyboard, skips disabled items and runs the chosen one', async () => {
    const markAll = jest.fn();
    const exportAll = jest.fn();
    const archiveAll = jest.fn();
    renderWithTheme(
      <Menu
        trigger={<Button>Actions</Button>}
        items={[
          { label: 'Mark all as read', onSelect: markAll },
          { label: 'Export', onSelect: exportAll, disabled: true },
          { label: 'Archive all', onSelect: archiveAll },
        ]}
      />,
    );

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    // The menu loads on first use, then takes focus.
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Mark all as read' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Archive all' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(archiveAll).toHaveBeenCalledTimes(1);
    expect(exportAll).not.toHaveBeenCalled();
    expect(markAll).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Actions' })).toHaveFocus();
  });
});
