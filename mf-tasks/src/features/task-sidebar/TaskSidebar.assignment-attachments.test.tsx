import type { Attachment, Task } from '@staydesk/contracts';
import { sampleAssignment } from '@staydesk/design-system/fixtures';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { busyTaskFixture, taskFixture } from './fixtures';
import { serveTaskApi, setViewportWidth } from './sidebar-testing';
import { TaskSidebar } from './TaskSidebar';

beforeEach(() => {
  window.history.replaceState(null, '', '/?task=task-1');
  setViewportWidth(1280);
});

const pendingForMe: Task = {
  ...taskFixture,
  requires_acceptance: true,
  acceptance_deadline: '2026-11-22T10:00:00.000Z',
  assignments: [
    sampleAssignment({ id: 'assignment-7', status: 'pending', acceptance_status: 'pending' }),
  ],
};

test('the assignee of a pending assignment declines it with notes', async () => {
  const api = serveTaskApi(() => pendingForMe);
  renderSurface(<TaskSidebar platform={fakePlatform('cleaner')} />, tasksApi);

  const assignment = await screen.findByRole('region', { name: 'Assignment' });
  await userEvent.type(within(assignment).getByLabelText('Notes (optional)'), ' Away that day ');
  await userEvent.click(within(assignment).getByRole('button', { name: 'Decline' }));

  await waitFor(() => expect(api.sent.some((request) => request.method === 'POST')).toBe(true));
  const answer = api.sent.find((request) => request.method === 'POST');
  expect(answer?.path).toBe('/api/tasks/assignments/assignment-7/respond');
  expect(answer?.body).toEqual({ accept: false, notes: 'Away that day' });
});

test('nobody else is asked to answer the assignment', async () => {
  serveTaskApi(() => ({
    ...pendingForMe,
    assignments: [sampleAssignment({ user_id: 'user-9', acceptance_status: 'pending' })],
  }));
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  await screen.findByRole('region', { name: 'Details' });
  expect(screen.queryByRole('region', { name: 'Assignment' })).not.toBeInTheDocument();
});

test('a completed task no longer asks its assignee to accept or decline it', async () => {
  serveTaskApi(() => ({ ...pendingForMe, status: 'completed' }));
  renderSurface(<TaskSidebar platform={fakePlatform('cleaner')} />, tasksApi);

  await screen.findByRole('region', { name: 'Details' });
  expect(screen.queryByRole('region', { name: 'Assignment' })).not.toBeInTheDocument();
});

const [photo] = busyTaskFixture.attachments as [Attachment];
const video: Attachment = {
  ...photo,
  id: 'file-2',
  name: 'Leak.mp4',
  type: 'video/mp4',
};

test('an attachment opens in the viewer', async () => {
  serveTaskApi(() => ({ ...busyTaskFixture, attachments: [video] }));
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Open video Leak.mp4' }));

  const viewer = await screen.findByRole('dialog', { name: 'Leak.mp4' });
  expect(viewer).toHaveTextContent('Your browser does not support the video element.');
});

test('a video tile and its player show the poster frame', async () => {
  const poster = `${video.url}/thumbnail`;
  serveTaskApi(() => ({
    ...busyTaskFixture,
    attachments: [{ ...video, metadata: { ...video.metadata, thumbnail: poster } }],
  }));
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  const tile = await screen.findByRole('button', { name: 'Open video Leak.mp4' });
  expect(tile.querySelector('img')).toHaveAttribute('src', poster);
  await userEvent.click(tile);

  const viewer = await screen.findByRole('dialog', { name: 'Leak.mp4' });
  expect(viewer.querySelector('video')).toHaveAttribute('poster', poster);
});

test('a HEIC photo opens as its thumbnail with the original to download', async () => {
  const heic: Attachment = {
    ...photo,
    id: 'file-3',
    url: '/api/tasks/attachments/file-3',
    name: 'Sofa.heic',
    type: 'image/heic',
    metadata: {
      ...photo.metadata,
      caption: null,
      thumbnail: '/api/tasks/attachments/file-3/thumbnail',
    },
  };
  serveTaskApi(() => ({ ...busyTaskFixture, attachments: [heic] }));
  renderSurface(<TaskSidebar platform={fakePlatform('owner')} />, tasksApi);

  await userEvent.click(await screen.findByRole('button', { name: 'Open photo Sofa.heic' }));

  const viewer = await screen.findByRole('dialog', { name: 'Sofa.heic' });
  expect(within(viewer).getByRole('img', { name: 'Sofa.heic' })).toHaveAttribute(
    'src',
    heic.metadata.thumbnail,
  );
  expect(within(viewer).getByRole('link', { name: 'Download Sofa.heic' })).toHaveAttribute(
    'href',
    heic.url,
  );
});
