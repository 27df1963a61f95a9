import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Badge } from './Badge';

describe('Badge', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1250, '99+'],
  ])('shows the unread count %i as %s', (count, label) => {
    renderWithTheme(<Badge count={count} />);

    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('renders nothing when there is nothing unread', () => {
    const { container } = renderWithTheme(<Badge count={0} />);

    expect(container).toBeEmptyDOMElement();
  });

  it('shows its label', () => {
    renderWithTheme(<Badge tone="warning">Payment Due</Badge>);

    expect(screen.getByText('Payment Due')).toBeInTheDocument();
  });
});
