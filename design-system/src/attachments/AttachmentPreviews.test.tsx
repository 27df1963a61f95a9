import type { Attachment } from '@staydesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../testing/renderWithTheme';
import { AttachmentPreviews } from './AttachmentPreviews';
import { attachmentOfFile } from './upload-files';

function stored(name: string, type: string, thumbnail: string | null = null): Attachment {
  const attachment = attachmentOfFile(new File(['bytes'], name, { type }), {
    id: `id-${name}`,
    url: `/api/tasks/attachments/${name}`,
    uploadedAt: '2026-11-23T10:00:00.000Z',
  });
  return { ...attachment, metadata: { ...attachment.metadata, thumbnail } };
}

const tileOf = (name: string) => {
  const tile = screen.getByTitle(name).closest('li');
  if (!tile) throw new Error(`no tile for ${name}`);
  return tile;
};

test('a photo shows itself, a video and a voice note their players, a document its name', () => {
  const { container } = renderWithTheme(
    <AttachmentPreviews
      attachments={[
        stored('kitchen.jpg', 'image/jpeg'),
        stored('walkthrough.mp4', 'video/mp4', '/thumbnails/walkthrough.jpg'),
        stored('voice-note.webm', 'audio/webm'),
        stored('invoice.pdf', 'application/pdf'),
      ]}
    />,
  );

  expect(screen.getByRole('list', { name: 'Attachments' })).toBeVisible();
  expect(screen.getByRole('img', { name: 'kitchen.jpg' })).toHaveAttribute(
    'src',
    '/api/tasks/attachments/kitchen.jpg',
  );
  const video = container.querySelector('video');
  expect(video).toHaveAttribute('poster', '/thumbnails/walkthrough.jpg');
  expect(video?.querySelector('source')).toHaveAttribute('type', 'video/mp4');
  expect(screen.getByLabelText('voice-note.webm').tagName).toBe('AUDIO');
  expect(within(tileOf('invoice.pdf')).queryByRole('img')).toBeNull();
  expect(tileOf('invoice.pdf')).toHaveTextContent('invoice.pdf');
});

test('a HEIC photo shows its JPEG thumbnail, or only its name without one', () => {
  renderWithTheme(
    <AttachmentPreviews
      attachments={[
        stored('porch.heic', 'image/heic', '/thumbnails/porch.jpg'),
        stored('garden.heic', 'image/heic'),
      ]}
    />,
  );

  expect(screen.getByRole('img', { name: 'porch.heic' })).toHaveAttribute(
    'src',
    '/thumbnails/porch.jpg',
  );
  expect(screen.queryByRole('img', { name: 'garden.heic' })).toBeNull();
  expect(tileOf('garden.heic')).toHaveTextContent('garden.heic');
});

test('each file has a keyboard-reachable remove button named after it', async () => {
  const onRemove = jest.fn();
  renderWithTheme(
    <AttachmentPreviews
      attachments={[stored('kitchen.jpg', 'image/jpeg'), stored('invoice.pdf', 'application/pdf')]}
      onRemove={onRemove}
    />,
  );

  await userEvent.tab();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Remove invoice.pdf' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(screen.getByRole('button', { name: 'Remove kitchen.jpg' }));

  expect(onRemove.mock.calls).toEqual([['id-invoice.pdf'], ['id-kitchen.jpg']]);
});

test('without onRemove nothing is removable; without files nothing shows', () => {
  const { container, rerender } = renderWithTheme(
    <AttachmentPreviews attachments={[stored('kitchen.jpg', 'image/jpeg')]} />,
  );
  expect(screen.queryByRole('button')).toBeNull();

  rerender(<AttachmentPreviews attachments={[]} />);
  expect(container).toBeEmptyDOMElement();
});
