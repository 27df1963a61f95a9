import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleTask } from '../../fixtures';
import { PropertyCard, type PropertyCardData } from './PropertyCard';

const property = sampleTask().property as PropertyCardData;

const meta = {
  title: 'Data/PropertyCard',
  component: PropertyCard,
  args: { property, label: 'Property' },
  decorators: [(Story) => <div style={{ maxWidth: 400 }}>{Story()}</div>],
} satisfies Meta<typeof PropertyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ForAManager: Story = {};
export const ForTheAssignedProvider: Story = {
  args: {
    property: {
      ...property,
      access: {
        wifi: { network: 'CasaDoMar', password: 'sea-breeze-22' },
        instructions: 'Key box left of the door, code 4411.',
      },
    },
  },
};
export const WithoutBusinessOrPlatforms: Story = {
  args: { property: { ...property, businessDetails: null, platformData: [] } },
};
