import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { Button } from '../Button/Button';
import { Dialog } from './Dialog';

function PlaceBid({
  onOpenChange,
  autoFocusAmount = false,
}: {
  onOpenChange: (open: boolean) => void;
  autoFocusAmount?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const change = (next: boolean) => {
    onOpenChange(next);
    setOpen(next);
  };
  return (
    <>
      <Button onClick={() => change(true)}>Place bid</Button>
      <Dialog
        open={open}
        onOpenChange={change}
        title="Place Bid"
        description="Deep clean"
        footer={<Button>Submit bid</Button>}
      >
        <label>
          Amount <input autoFocus={autoFocusAmount} />
        </label>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is named by its title and described by its description', async () => {
    renderWithTheme(<PlaceBid onOpenChange={jest.fn()} />);

    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));

    const dialog = screen.getByRole('dialog', { name: 'Place Bid' });
    expect(dialog).toHaveAccessibleDescription('Deep clean');
    expect(screen.getByRole('heading', { name: 'Place Bid' })).toBeVisible();
  });

  it('keeps keyboard focus inside while open', async () => {
    renderWithTheme(<PlaceBid onOpenChange={jest.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Place bid' }));
    const dialog = screen.getByRole('dialog');

    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    for (let press = 0; press < 5; press += 1) {
      await userEvent.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape, reports onOpenChange(false) and returns focus to the opener', async () => {
    const onOpenChange = jest.fn();
    renderWithTheme(<PlaceBid onOpenChange={onOpenChange} />);
    const opener = screen.getByRole('button', { name: 'Place bid' });
    await userEvent.click(opener);

    await userEvent.keyboard('{Escape}');

    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('returns focus to the opener even when a field inside took focus on open', async () => {
    renderWithTheme(<PlaceBid onOpenChange={jest.fn()} autoFocusAmount />);
    const opener = screen.getByRole('button', { name: 'Place bid' });
    await userEvent.click(opener);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(opener).toHaveFocus();
  });

  it('closes from its Close button', async () => {
    const onOpenChange = jest.fn();
    renderWithTheme(
      <Dialog open onOpenChange={onOpenChange} title="Palette">
        body
      </Dialog>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Close' }));

    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
