import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { Attachment } from '@staydesk/contracts';
import { fn } from 'storybook/test';
import { AttachmentPreviews } from './AttachmentPreviews';
import { attachmentOfFile } from './upload-files';

/** A picture drawn in place, so the catalogue needs no server. */
const swatch = (color: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${color}"/></svg>`,
  )}`;

function stored(name: string, type: string, url: string, thumbnail: string | null = null) {
  const attachment: Attachment = attachmentOfFile(new File([], name, { type }), {
    id: name,
    url,
    uploadedAt: '2026-11-23T10:00:00.000Z',
  });
  return { ...attachment, metadata: { ...attachment.metadata, thumbnail } };
}

const meta = {
  title: 'Attachments/Previews',
  component: AttachmentPreviews,
  args: {
    attachments: [
      stored('kitchen.png', 'image/png', swatch('#8fb8de')),
      stored('porch.heic', 'image/heic', '/missing.heic', swatch('#c9a27e')),
      stored('walkthrough.mp4', 'video/mp4', '/missing.mp4', swatch('#7d9c83')),
      stored('voice-note.webm', 'audio/webm', '/missing.webm'),
      stored('a-long-invoice-name-that-does-not-fit.pdf', 'application/pdf', '/missing.pdf'),
    ],
    onRemove: fn(),
  },
} satisfies Meta<typeof AttachmentPreviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before sending: each file removable. */
export const Removable: Story = {};

/** Read only: no remove buttons. */
export const ReadOnly: Story = { args: { onRemove: undefined } };

/** On a phone the remove buttons are 44 px touch targets. */
export const OnAPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
