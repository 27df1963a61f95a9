import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/renderWithTheme';
import { TabPanel, Tabs, type TabItem } from './Tabs';

const items: TabItem[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'bids', label: 'Bids', badge: 3 },
  { id: 'payments', label: 'Payments', disabled: true },
  { id: 'escalations', label: 'Escalations' },
];

function Marketplace() {
  const [value, setValue] = useState('overview');
  return (
    <Tabs items={items} value={value} onValueChange={setValue} label="Marketplace">
      {items.map((item) => (
        <TabPanel key={item.id} value={item.id}>
          {item.label} panel
        </TabPanel>
      ))}
    </Tabs>
  );
}

describe('Tabs', () => {
  it('switches panels with the arrow keys and skips disabled tabs', async () => {
    renderWithTheme(<Marketplace />);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview panel');

    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: /Bids/ })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bids panel');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Escalations' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Escalations panel');

    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Bids panel');
  });

  it('does not open a disabled tab when clicked', async () => {
    renderWithTheme(<Marketplace />);

    await userEvent.click(screen.getByRole('tab', { name: 'Payments' }));

    expect(screen.getByRole('tab', { name: 'Payments' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Overview panel');
  });

  it('shows a tab badge and labels the tab list', () => {
    renderWithTheme(<Marketplace />);

    expect(screen.getByRole('tablist', { name: 'Marketplace' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Bids 3' })).toBeInTheDocument();
  });
});
