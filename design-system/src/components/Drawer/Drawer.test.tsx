import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Drawer } from './Drawer';

describe('Drawer', () => {
  it('is a dialog named by its title that closes on Escape', async () => {
    const onOpenChange = jest.fn();
    renderWithTheme(
      <Drawer open onOpenChange={onOpenChange} title="Task details" width={448}>
        <button type="button">Start task</button>
      </Drawer>,
    );

    expect(screen.getByRole('dialog', { name: 'Task details' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('stays open when the page behind a non-modal drawer is clicked', async () => {
    const onOpenChange = jest.fn();
    const onPageClick = jest.fn();
    renderWithTheme(
      <>
        <button type="button" onClick={onPageClick}>
          Page action
        </button>
        <Drawer open onOpenChange={onOpenChange} title="Notifications" width={400} modal={false}>
          list
        </Drawer>
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Page action' }));

    expect(onPageClick).toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});
