import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleTask } from '@staydesk/design-system/fixtures';
import type { Attachment } from '@staydesk/contracts';
import { attachmentOfFile } from '@staydesk/design-system/attachments';
import { fn, userEvent } from 'storybook/test';
import { executionStoryDecorators } from '../execution/story-decorators';
import IssueReportForm from './IssueReportForm';

const meta = {
  title: 'Execution/Issue report',
  component: IssueReportForm,
  parameters: { layout: 'padded' },
  decorators: executionStoryDecorators,
  args: {
    task: sampleTask({
      category: 'cleaning',
      serviceProviderRate: { type: 'hourly', amount: 28, currency: 'EUR' },
    }),
    preset: null,
    onClose: fn(),
  },
} satisfies Meta<typeof IssueReportForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const choosing =
  (label: string): Story['play'] =>
  async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('radio', { name: label }));
  };

/** Nothing chosen yet: 'Report Issue' waits for a type and a file. */
export const Empty: Story = {};

export const Damage: Story = { play: choosing('Damage Found') };

export const MissingSupplies: Story = { play: choosing('Missing Supplies') };

export const Other: Story = { play: choosing('Other Issue') };

/** Excessive cleaning asking for payment: the cost follows the time at the provider's rate. */
export const ExcessiveCleaning: Story = {
  play: async (context) => {
    await choosing('Excessive Cleaning Required')?.(context);
    const { canvas } = context;
    await userEvent.click(canvas.getByLabelText('Request additional payment'));
    await userEvent.type(canvas.getByLabelText('Additional time (minutes)'), '45');
  },
};

/** Opened from the ready screen: filed under access, blocking. */
export const AccessProblem: Story = { args: { preset: 'access_problem' } };

/** A maintenance task offers no excessive cleaning. */
export const MaintenanceTask: Story = { args: { task: sampleTask({ category: 'maintenance' }) } };

/** A photo drawn in the browser, so the story needs no files of its own. */
async function drawnPhoto(name: string, color: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 320;
  canvas.height = 240;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = color;
    context.fillRect(0, 0, canvas.width, canvas.height);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  return new File([blob ?? new Blob()], name, { type: 'image/png' });
}

/** The upload stores each file where the browser can show it again; everything else answers {}. */
function serveUploads() {
  const realFetch = globalThis.fetch;
  const urls: string[] = [];
  globalThis.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (!request.url.endsWith('/api/tasks/messages')) return Response.json({});
    const form = await request.formData();
    const attachments: Attachment[] = form
      .getAll('file')
      .filter((entry): entry is File => entry instanceof File)
      .map((file) => {
        const url = URL.createObjectURL(file);
        urls.push(url);
        return attachmentOfFile(file, { id: url, url, uploadedAt: new Date().toISOString() });
      });
    return Response.json({ success: true, attachments });
  };
  return () => {
    globalThis.fetch = realFetch;
    urls.forEach((url) => URL.revokeObjectURL(url));
  };
}

/** Damage with two photos attached, each shown with its remove button. */
export const TwoPhotos: Story = {
  beforeEach: serveUploads,
  play: async (context) => {
    await choosing('Damage Found')?.(context);
    const photos = await Promise.all([
      drawnPhoto('sink.png', '#8fb8de'),
      drawnPhoto('cabinet.png', '#c9a27e'),
    ]);
    await userEvent.upload(context.canvas.getByLabelText('Add photos or videos'), photos);
  },
};
