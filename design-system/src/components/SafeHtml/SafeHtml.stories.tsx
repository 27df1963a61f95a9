import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { expect } from 'storybook/test';
import { SafeHtml } from './SafeHtml';

const meta = {
  title: 'Data/SafeHtml',
  component: SafeHtml,
  args: {
    html: '<p>Lockbox by the <strong>side door</strong>, code <strong>4107</strong>.</p><p>Park in the driveway; supplies are in the hall closet.</p><ul><li>Wifi: <code>Harbor-Guest</code></li><li>Trash goes out on Tuesdays</li></ul><p>Questions? <a href="tel:+15550100">Call the host</a> or <a href="https://maps.example.com/?q=12+Harbor+Lane">open the map</a>.</p>',
  },
} satisfies Meta<typeof SafeHtml>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccessInstructions: Story = {};

/** Scripts, handlers, styles and javascript: links are gone; their harmless text stays. */
export const HostileInput: Story = {
  args: {
    html: '<p onclick="alert(1)" style="color:red">Gate code <strong>2231</strong></p><script>alert(1)</script><img src="x" onerror="alert(1)"><p><a href="javascript:alert(1)">Click me</a></p><iframe src="https://example.com"></iframe>',
  },
  play: async ({ canvas }) => {
    const paragraph = await canvas.findByText(/Gate code/);
    await expect(paragraph).not.toHaveAttribute('onclick');
    await expect(paragraph).not.toHaveAttribute('style');
    await expect(canvas.getByText('Click me')).not.toHaveAttribute('href');
  },
};
