import {
  renderSurface,
  setViewportWidth,
  photo,
  storedAttachment,
  stubFetch,
  uploadedFiles,
  useNodeFormData,
  type StubReply,
} from '@staydesk/design-system/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { teamFixture } from './fixtures';
import { TaskComposer } from './TaskComposer';

beforeAll(useNodeFormData);
beforeEach(() => setViewportWidth(1280));

interface SentMessage {
  message: string;
  mentions: { id: string }[];
  attachments: string[];
}

function serveComposer(sendReply: StubReply = { body: {} }) {
  const sent: SentMessage[] = [];
  let typingSignals = 0;
  stubFetch(async (request): Promise<StubReply> => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/user/users') return { body: teamFixture };
    if (pathname === '/api/tasks/typing') {
      typingSignals += 1;
      return { body: {} };
    }
    if (pathname === '/api/tasks/messages') {
      if (request.headers.get('content-type')?.startsWith('multipart/')) {
        const files = await uploadedFiles(request);
        return {
          body: { success: true, attachments: files.map((file) => storedAttachment(file)) },
        };
      }
      sent.push((await request.json()) as SentMessage);
      return sendReply.status ? sendReply : { body: { success: true, event: commentEvent } };
    }
    return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
  });
  return { sent, typingSignals: () => typingSignals };
}

const commentEvent = {
  id: 'event-1',
  type: 'comment',
  description: 'Comment',
  metadata: {},
  created_by: 'user-1',
  created_at: '2026-11-23T10:00:00.000Z',
  user_name: 'Alex Host',
  user_role: 'admin',
};

function renderComposer() {
  renderSurface(<TaskComposer taskId="task-1" />, tasksApi);
  return screen.getByRole('textbox', { name: 'Message' });
}

test("'@' opens the picker of users and groups; Enter picks the first match", async () => {
  const { sent } = serveComposer();
  const field = renderComposer();

  await userEvent.type(field, 'Please check @c');
  const options = await screen.findAllByRole('option');
  expect(options.map((option) => option.textContent)).toEqual([
    'Casey Cleaner',
    'Carla Concierge',
    'Cleaning crewGroup',
  ]);
  expect(field).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
  await userEvent.keyboard('{Enter}');

  expect(field).toHaveValue('Please check @Casey Cleaner ');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  await userEvent.keyboard('{Control>}{Enter}{/Control}');
  await waitFor(() =>
    expect(sent).toEqual([
      {
        taskId: 'task-1',
        message: 'Please check @Casey Cleaner',
        mentions: [{ id: 'user-casey', username: 'cleaner', display: 'Casey Cleaner' }],
        attachments: [],
      },
    ]),
  );
  expect(field).toHaveValue('');
});

test('the arrow keys move through the matches', async () => {
  serveComposer();
  const field = renderComposer();
  await userEvent.type(field, '@c');
  await screen.findAllByRole('option');

  await userEvent.keyboard('{ArrowDown}{ArrowDown}');
  expect(screen.getByRole('option', { name: 'Cleaning crew Group' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await userEvent.keyboard('{Enter}');

  expect(field).toHaveValue('@Cleaning crew ');
});

test('an @ inside a word opens nothing', async () => {
  serveComposer();
  const field = renderComposer();

  await userEvent.type(field, 'mail@c');

  expect(field).not.toHaveAttribute('aria-controls');
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
});

test("empty text with two files is sent as 'Attached 2 file(s)'", async () => {
  const { sent } = serveComposer();
  renderComposer();
  await userEvent.upload(screen.getByLabelText('Add photos'), [photo('a.jpg'), photo('b.jpg')]);
  await screen.findByRole('img', { name: 'b.jpg' });

  await userEvent.click(screen.getByRole('button', { name: 'Send' }));

  await waitFor(() => expect(sent[0]?.message).toBe('Attached 2 file(s)'));
  expect(sent[0]?.attachments).toHaveLength(2);
});

test('nothing to send: Send is disabled', () => {
  serveComposer();
  renderComposer();
  expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
});

test('a failed send keeps the text and says so in a toast', async () => {
  serveComposer({
    status: 403,
    body: { error: { code: 'forbidden', message: 'Only the assigned provider can comment' } },
  });
  const field = renderComposer();
  await userEvent.type(field, 'On my way');

  await userEvent.keyboard('{Meta>}{Enter}{/Meta}');

  expect(await screen.findByText('Only the assigned provider can comment')).toBeVisible();
  expect(field).toHaveValue('On my way');
});

test('an eleventh file is refused with a toast', async () => {
  serveComposer();
  renderComposer();
  const picker = screen.getByLabelText('Add photos');
  await userEvent.upload(
    picker,
    Array.from({ length: 10 }, (_, index) => photo(`p${index}.jpg`)),
  );
  await screen.findByRole('img', { name: 'p9.jpg' });

  await userEvent.upload(picker, photo('extra.jpg'));

  expect(await screen.findByText('You can attach at most 10 files to a message')).toBeVisible();
  expect(screen.getAllByRole('img')).toHaveLength(10);
});

test('typing sends one typing signal, not one per key', async () => {
  const { typingSignals } = serveComposer();
  const field = renderComposer();

  await userEvent.type(field, 'hello there');

  await waitFor(() => expect(typingSignals()).toBe(1));
});
