import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { useState } from 'react';
import { formFromPreferences, withGroup, withType } from './preferences-form';
import { PreferenceGroupFieldset } from './PreferenceGroupFieldset';

/** A category with working switches, starting from what the story stores. */
function GroupDemo({
  group,
  enabled,
}: {
  group: 'financial' | 'reservations' | 'quality';
  enabled: boolean;
}) {
  const [form, setForm] = useState(() =>
    formFromPreferences({ groups: { [group]: { enabled, types: { payout_completed: false } } } }),
  );
  return (
    <div css={{ maxWidth: 420 }}>
      <PreferenceGroupFieldset
        group={group}
        value={form.groups[group]}
        onGroupChange={(changed, on) => setForm((current) => withGroup(current, changed, on))}
        onTypeChange={(changed, type, on) =>
          setForm((current) => withType(current, changed, type, on))
        }
      />
    </div>
  );
}

const meta = {
  title: 'Notifications/Settings/Category',
  component: GroupDemo,
  args: { group: 'financial', enabled: true },
} satisfies Meta<typeof GroupDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Critical types have no switch: they are listed as always delivered. */
export const Financial: Story = {};
export const SwitchedOff: Story = { args: { enabled: false } };
export const ManyTypes: Story = { args: { group: 'reservations' } };
export const OnPhone: Story = {
  args: { group: 'reservations' },
  globals: { viewport: { value: 'mobile1' } },
};
