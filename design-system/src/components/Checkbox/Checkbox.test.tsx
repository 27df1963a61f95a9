import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is named by its label and toggles when the label is clicked', async () => {
    const onCheckedChange = jest.fn();
    renderWithTheme(
      <Checkbox label="Required step" checked={false} onCheckedChange={onCheckedChange} />,
    );

    await userEvent.click(screen.getByText('Required step'));

    expect(screen.getByRole('checkbox', { name: 'Required step' })).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(true);
  });

  it('unchecks with the Space key', async () => {
    const onCheckedChange = jest.fn();
    renderWithTheme(<Checkbox label="Required step" checked onCheckedChange={onCheckedChange} />);

    await userEvent.tab();
    await userEvent.keyboard(' ');

    expect(screen.getByRole('checkbox', { name: 'Required step' })).toBeChecked();
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });
});
