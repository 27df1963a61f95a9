import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Select } from './Select';

const ratings = [
  { value: '0', label: 'Any rating' },
  { value: '3', label: '3 stars and up' },
  { value: '4', label: '4 stars and up', disabled: true },
  { value: '4.5', label: '4.5 stars and up' },
];

beforeAll(() => {
  // jsdom lacks the pointer-capture and scrolling APIs Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
  Element.prototype.scrollIntoView ??= () => undefined;
});

describe('Select', () => {
  it('is named by its label and shows the chosen option', () => {
    renderWithTheme(
      <Select label="Minimum rating" options={ratings} value="3" onValueChange={jest.fn()} />,
    );

    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent(
      '3 stars and up',
    );
  });

  it('shows the placeholder when nothing is chosen', () => {
    renderWithTheme(
      <Select
        label="Minimum rating"
        options={ratings}
        value=""
        onValueChange={jest.fn()}
        placeholder="Any"
      />,
    );

    expect(screen.getByRole('combobox', { name: 'Minimum rating' })).toHaveTextContent('Any');
  });

  it('picks an option with the keyboard, skipping disabled ones', async () => {
    const onValueChange = jest.fn();
    renderWithTheme(
      <Select label="Minimum rating" options={ratings} value="3" onValueChange={onValueChange} />,
    );

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('option', { name: '3 stars and up' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('option', { name: '4.5 stars and up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    expect(onValueChange).toHaveBeenCalledWith('4.5');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
