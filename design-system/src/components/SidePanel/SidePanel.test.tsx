import { screen, waitFor } from '@testing-library/react';
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
    // Once painted, not in the commit that inserted it.
    expect(panel).not.toHaveFocus();
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveAccessibleDescription('Turnover clean');
    expect(screen.getByRole('heading', { name: 'Turnover clean' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close task details' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('leaves focus where the user put it before the panel was painted', async () => {
    renderWithTheme(
      <>
        <input aria-label="Search" />
        <SidePanel label="Task details" title="Turnover clean" width={448} onClose={jest.fn()}>
          body
        </SidePanel>
      </>,
    );
    const search = screen.getByRole('textbox', { name: 'Search' });
    search.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(search).toHaveFocus();
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
