import type { Task } from '@staydesk/contracts';
import { sampleTask } from '@staydesk/design-system/fixtures';
import {
  photo,
  renderSurface,
  storedAttachment,
  stubFetch,
  uploadedFiles,
  useNodeFormData,
  type StubReply,
} from '@staydesk/design-system/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { executionApi } from '../execution/api';
import { FieldUser } from '../offline/field-queue';
import IssueReportForm from './IssueReportForm';

beforeAll(useNodeFormData);

interface Sent {
  path: string;
  body: unknown;
}

/** Uploads store their files; the report and the adjustment answer as `replies` says. */
function serve(replies: { report?: StubReply; adjustment?: StubReply; upload?: StubReply } = {}) {
  const sent: Sent[] = [];
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    // The CSRF token a write asks for first.
    if (request.method === 'GET') return { body: {} };
    if (path === 'tasks/messages') {
      if (replies.upload) return replies.upload;
      const files = await uploadedFiles(request);
      return { body: { success: true, attachments: files.map((file) => storedAttachment(file)) } };
    }
    sent.push({ path, body: await request.json() });
    if (path.endsWith('/bid-adjustments')) {
      return replies.adjustment ?? { body: { adjustmentId: 'adjustment-1' } };
    }
    return replies.report ?? { body: { issueId: 'issue-1' } };
  });
  return sent;
}

const cleaning = sampleTask({ category: 'cleaning' });

function renderForm(task: Task = cleaning, preset: 'access_problem' | null = null) {
  const onClose = jest.fn();
  renderSurface(
    <FieldUser value="provider-1">
      <IssueReportForm task={task} preset={preset} onClose={onClose} />
    </FieldUser>,
    executionApi,
  );
  return onClose;
}

const submitButton = () => screen.getByRole('button', { name: /^Report Issue/ });
const evidence = () => screen.getByLabelText('Add photos or videos');

test('the types: excessive cleaning only for cleaning and deep cleaning', () => {
  renderForm();
  const types = screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
  expect(types).toEqual([
    'Damage Found',
    'Missing Supplies',
    'Other Issue',
    'Excessive Cleaning Required',
  ]);
});

test('a maintenance task offers no excessive cleaning', () => {
  renderForm(sampleTask({ category: 'maintenance' }));
  expect(screen.queryByRole('radio', { name: 'Excessive Cleaning Required' })).toBeNull();
});

test('submitting needs a type and a file; the counter and the labels follow', async () => {
  const sent = serve();
  const onClose = renderForm();

  expect(screen.getByText('Photo and video evidence')).toHaveTextContent('(Required)');
  expect(screen.getByText('0 file(s) attached (max 10)')).toBeVisible();
  expect(submitButton()).toBeDisabled();
  await userEvent.click(screen.getByRole('radio', { name: 'Damage Found' }));
  expect(submitButton()).toBeDisabled();
  await userEvent.upload(evidence(), photo('crack.jpg'));
  expect(await screen.findByText('1 file(s) attached (max 10)')).toBeVisible();
  expect(submitButton()).toHaveAccessibleName('Report Issue');
  await userEvent.type(screen.getByLabelText('Location (optional)'), 'Kitchen');
  await userEvent.type(screen.getByLabelText('Description'), '  Crack in the counter  ');
  await userEvent.click(submitButton());

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent).toEqual([
    {
      path: 'tasks/task-1/issues',
      body: expect.objectContaining({
        type: 'damage',
        description: 'Crack in the counter',
        location: 'Kitchen',
        isBlocking: false,
        photos: [
          expect.objectContaining({ url: expect.stringContaining('/api/tasks/attachments/') }),
        ],
      }),
    },
  ]);
});

test('an eleventh file is ignored without a word', async () => {
  serve();
  renderForm();
  const ten = Array.from({ length: 10 }, (_, index) => photo(`room-${index}.jpg`));

  await userEvent.upload(evidence(), ten);
  expect(await screen.findByText('10 file(s) attached (max 10)')).toBeVisible();
  await userEvent.upload(evidence(), photo('one-more.jpg'));

  expect(screen.getByText('10 file(s) attached (max 10)')).toBeVisible();
  expect(screen.queryByText('one-more.jpg')).toBeNull();
  expect(screen.queryByRole('alert')).toBeNull();
});

test('eleven files picked at once attach the first ten', async () => {
  serve();
  renderForm();
  const eleven = Array.from({ length: 11 }, (_, index) => photo(`door-${index + 1}.jpg`));

  await userEvent.upload(evidence(), eleven);

  expect(await screen.findByText('10 file(s) attached (max 10)')).toBeVisible();
  expect(screen.getByText('door-10.jpg')).toBeVisible();
  expect(screen.queryByText('door-11.jpg')).toBeNull();
});

test('a removed file leaves the count and the report; with none left the report waits for a file', async () => {
  const sent = serve();
  const onClose = renderForm();
  await userEvent.click(screen.getByRole('radio', { name: 'Damage Found' }));
  await userEvent.upload(evidence(), [photo('crack.jpg'), photo('stain.jpg')]);
  expect(await screen.findByText('2 file(s) attached (max 10)')).toBeVisible();
  expect(screen.getByRole('img', { name: 'crack.jpg' })).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Remove crack.jpg' }));
  expect(screen.getByText('1 file(s) attached (max 10)')).toBeVisible();
  expect(screen.queryByText('crack.jpg')).toBeNull();
  expect(submitButton()).toBeEnabled();
  await userEvent.click(screen.getByRole('button', { name: 'Remove stain.jpg' }));
  expect(screen.getByText('0 file(s) attached (max 10)')).toBeVisible();
  expect(submitButton()).toBeDisabled();

  await userEvent.upload(evidence(), photo('counter.jpg'));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.click(submitButton());
  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent[0]?.body).toMatchObject({ photos: [expect.anything()] });
});

test('an eleventh file is accepted once a file is removed', async () => {
  serve();
  renderForm();
  const ten = Array.from({ length: 10 }, (_, index) => photo(`room-${index}.jpg`));
  await userEvent.upload(evidence(), ten);
  expect(await screen.findByText('10 file(s) attached (max 10)')).toBeVisible();

  await userEvent.click(screen.getByRole('button', { name: 'Remove room-3.jpg' }));
  expect(screen.getByText('9 file(s) attached (max 10)')).toBeVisible();
  await userEvent.upload(evidence(), [photo('one-more.jpg'), photo('too-many.jpg')]);

  expect(await screen.findByText('10 file(s) attached (max 10)')).toBeVisible();
  expect(screen.getByText('one-more.jpg')).toBeVisible();
  expect(screen.queryByText('too-many.jpg')).toBeNull();
  expect(screen.queryByText('room-3.jpg')).toBeNull();
});

test('files that fail to upload are not counted, and the form says why', async () => {
  serve({ upload: { status: 500, body: { error: { code: 'internal', message: 'Disk full' } } } });
  renderForm();

  await userEvent.upload(evidence(), photo('door.jpg'));

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to upload files');
  expect(screen.getByText('0 file(s) attached (max 10)')).toBeVisible();
});

test('the access problem preset files under access, blocking, with no location field', async () => {
  const sent = serve();
  renderForm(cleaning, 'access_problem');

  expect(screen.getByRole('heading', { name: 'Access Problem' })).toBeVisible();
  expect(screen.getByLabelText('This issue blocks task completion')).toBeChecked();
  expect(screen.queryByLabelText('Location (optional)')).toBeNull();
  await userEvent.upload(evidence(), photo('door.jpg'));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.click(submitButton());

  await waitFor(() => expect(sent).toHaveLength(1));
  expect(sent[0]?.body).toMatchObject({ type: 'access_problem', isBlocking: true });
  expect(sent[0]?.body).not.toHaveProperty('location');
});

test('excessive cleaning without a bid costs minutes / 60 x the rate and asks for the adjustment', async () => {
  const sent = serve();
  renderForm({ ...cleaning, serviceProviderRate: { type: 'hourly', amount: 30, currency: 'EUR' } });

  await userEvent.click(screen.getByRole('radio', { name: 'Excessive Cleaning Required' }));
  expect(screen.queryByLabelText('Location (optional)')).toBeNull();
  await userEvent.click(screen.getByLabelText('Request additional payment'));
  const time = screen.getByLabelText('Additional time (minutes)');
  expect(time).toHaveAttribute('step', '15');
  expect(screen.getByLabelText('Additional cost (EUR)')).toHaveAttribute('step', '0.01');
  await userEvent.clear(time);
  await userEvent.type(time, '45');
  expect(screen.getByLabelText('Additional cost (EUR)')).toHaveValue(22.5);
  await userEvent.upload(evidence(), photo('mess.jpg'));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  expect(submitButton()).toHaveAccessibleName('Report Issue & Request Adjustment');
  await userEvent.click(submitButton());

  await waitFor(() => expect(sent).toHaveLength(2));
  expect(sent[0]?.body).toMatchObject({
    type: 'excessive_cleaning',
    metadata: { costEstimation: { additionalTime: 45, additionalCost: 22.5, currency: 'EUR' } },
  });
  expect(sent[1]).toEqual({
    path: 'tasks/task-1/bid-adjustments',
    body: expect.objectContaining({ issueId: 'issue-1', amount: 22.5, currency: 'EUR' }),
  });
});

test('without a rate the hour costs 25', async () => {
  serve();
  renderForm();
  await userEvent.click(screen.getByRole('radio', { name: 'Excessive Cleaning Required' }));
  await userEvent.click(screen.getByLabelText('Request additional payment'));
  const time = screen.getByLabelText('Additional time (minutes)');
  await userEvent.clear(time);
  await userEvent.type(time, '30');
  expect(screen.getByLabelText('Additional cost (USD)')).toHaveValue(12.5);
});

test('no adjustment is asked for without the payment toggle or at no cost', async () => {
  const sent = serve();
  const onClose = renderForm();
  await userEvent.click(screen.getByRole('radio', { name: 'Excessive Cleaning Required' }));
  await userEvent.click(screen.getByLabelText('Request additional payment'));
  await userEvent.upload(evidence(), photo('mess.jpg'));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.click(submitButton());

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(sent.map((call) => call.path)).toEqual(['tasks/task-1/issues']);
});

test('a refused adjustment is only a warning: the report stands and the form closes', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  serve({ adjustment: { status: 403, body: { error: { code: 'forbidden', message: 'No bid' } } } });
  const onClose = renderForm();
  await userEvent.click(screen.getByRole('radio', { name: 'Excessive Cleaning Required' }));
  await userEvent.click(screen.getByLabelText('Request additional payment'));
  await userEvent.type(screen.getByLabelText('Additional time (minutes)'), '15');
  await userEvent.upload(evidence(), photo('mess.jpg'));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.click(submitButton());

  await waitFor(() => expect(onClose).toHaveBeenCalled());
  expect(warn).toHaveBeenCalled();
  warn.mockRestore();
});

test('a failed report keeps the form open and says so', async () => {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  serve({ report: { status: 500, body: { error: { code: 'internal', message: 'Boom' } } } });
  const onClose = renderForm();
  await userEvent.click(screen.getByRole('radio', { name: 'Other Issue' }));
  await userEvent.upload(evidence(), photo('thing.jpg'));
  await waitFor(() => expect(submitButton()).toBeEnabled());
  await userEvent.click(submitButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('Failed to report issue');
  expect(onClose).not.toHaveBeenCalled();
  expect(submitButton()).toHaveAccessibleName('Report Issue');
  error.mockRestore();
});

test('a browser that cannot record says so', async () => {
  const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  renderForm();
  await userEvent.click(screen.getByRole('button', { name: 'Record voice note' }));
  expect(alert).toHaveBeenCalledWith('Audio recording is not supported in this browser.');
  alert.mockRestore();
});
