import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleInvoice } from './fixtures';
import { InvoiceSheet } from './InvoiceSheet';

const meta = {
  title: 'Marketplace/Invoice',
  component: InvoiceSheet,
  args: { invoice: sampleInvoice(), now: new Date('2026-11-25T00:00:00.000Z') },
} satisfies Meta<typeof InvoiceSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sent: Story = {};
export const Paid: Story = {
  args: { invoice: sampleInvoice({ paymentStatus: 'paid', invoiceStatus: 'paid' }) },
};
export const Overdue: Story = { args: { now: new Date('2026-12-20T00:00:00.000Z') } };
