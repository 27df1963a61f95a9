import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { EmptyState } from '../EmptyState/EmptyState';
import { TabPanel, Tabs, type TabItem } from './Tabs';

const marketplaceTabs: TabItem[] = [
  { id: 'overview', label: 'Overview' },
  { id: 'bids', label: 'Bids', badge: 3 },
  { id: 'providers', label: 'Providers' },
  { id: 'payments', label: 'Payments', disabled: true },
  { id: 'escalations', label: 'Escalations' },
];

function TabsDemo({ items }: { items: TabItem[] }) {
  const [value, setValue] = useState(items[0]?.id ?? '');
  return (
    <Tabs items={items} value={value} onValueChange={setValue} label="Marketplace">
      {items.map((item) => (
        <TabPanel key={item.id} value={item.id}>
          <EmptyState title={`${item.label} content`} />
        </TabPanel>
      ))}
    </Tabs>
  );
}

const meta = {
  title: 'Navigation/Tabs',
  component: TabsDemo,
  args: { items: marketplaceTabs },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Marketplace: Story = {};
export const ManyTabsOnAPhone: Story = {
  args: {
    items: ['All', 'Unread', 'Financial', 'Reservations', 'Messages', 'Reviews', 'Listings'].map(
      (label) => ({ id: label.toLowerCase(), label, badge: label === 'Unread' ? 120 : undefined }),
    ),
  },
  globals: { viewport: { value: 'mobile1' } },
};
