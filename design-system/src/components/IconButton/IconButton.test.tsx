import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CloseIcon } from '../../icons/CloseIcon';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is named by its label and reachable by keyboard', async () => {
    const onClick = jest.fn();
    renderWithTheme(<IconButton label="Close panel" icon={<CloseIcon />} onClick={onClick} />);

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    expect(screen.getByRole('button', { name: 'Close panel' })).toHaveFocus();
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
