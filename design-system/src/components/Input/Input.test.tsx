import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Input } from './Input';

describe('Input', () => {
  it('shows its error and links it and the hint via aria-describedby', () => {
    renderWithTheme(<Input label="Tag name" hint="At most 20 characters" error="* Required" />);

    const input = screen.getByRole('textbox', { name: 'Tag name' });
    expect(screen.getByText('* Required')).toBeVisible();
    expect(input).toHaveAccessibleDescription('At most 20 characters * Required');
    expect(input).toBeInvalid();
  });

  it('is valid and undescribed without error or hint', () => {
    renderWithTheme(<Input label="Tag name" />);

    const input = screen.getByRole('textbox', { name: 'Tag name' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).toBeValid();
  });

  it('forwards its ref to the input element', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<Input label="Search" hideLabel ref={ref} />);

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'loft');

    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    expect(ref.current?.value).toBe('loft');
  });
});
