import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { SidePanel } from './SidePanel';

describe('SidePanel', () => {
  it('is a named landmark that takes focus and closes from its button', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <SidePanel label="Task details" title="Turnover clean" width={448} onClose={onClose}>
        body
      </SidePanel>,
    );
    const panel = screen.getByRole('complementary', { name: 'Task details' });
    expect(panel).toHaveFocus();
    expect(panel).toHaveAccessibleDescription('Turnover clean');
    expect(screen.getByRole('heading', { name: 'Turnover clean' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close task details' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be a region beside another panel', () => {
    renderWithTheme(
      <SidePanel
        label="Marketplace"
        title="Marketplace"
        landmark="region"
        width={600}
        offsetRight={448}
        onClose={() => undefined}
      >
        body
      </SidePanel>,
    );
    expect(screen.getByRole('region', { name: 'Marketplace' })).toBeInTheDocument();
  });
});
