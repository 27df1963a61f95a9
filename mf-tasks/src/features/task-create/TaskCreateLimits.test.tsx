import { maxLengthOf, taskDraftSchema } from '@staydesk/contracts';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  type StubReply,
} from '@staydesk/design-system/testing';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { TaskCreatePanel } from './TaskCreatePanel';

beforeEach(() => {
  window.history.replaceState(null, '', '/tasks/dashboard?createTask=true');
  stubFetch(async (request): Promise<StubReply> => {
    switch (new URL(request.url).pathname) {
      case '/api/tasks/settings/automations':
        return { body: { events: [] } };
      case '/api/tasks/checklists/templates':
        return { body: { templates: [] } };
      default:
        return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    }
  });
});

function openPanel() {
  const platform = fakePlatform('owner');
  const executeCommand = jest.fn();
  platform.executeCommand = executeCommand;
  renderSurface(<TaskCreatePanel platform={platform} />, tasksApi);
  return { executeCommand };
}

test('the title and description carry the limits of the draft schema', async () => {
  openPanel();
  const title = await screen.findByLabelText<HTMLInputElement>('Title');
  expect(title.maxLength).toBe(200);
  expect(title.maxLength).toBe(maxLengthOf(taskDraftSchema.shape.title));
  const description = screen.getByLabelText<HTMLTextAreaElement>('Description');
  expect(description.maxLength).toBe(maxLengthOf(taskDraftSchema.shape.description));
});

test('a title past its limit is refused in words people use, and nothing is sent', async () => {
  const { executeCommand } = openPanel();
  // Typing stops at the limit; text set from elsewhere (a template, a script) does not.
  fireEvent.change(await screen.findByLabelText('Title'), {
    target: { value: 'x'.repeat(600) },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Create Task' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Title: at most 200 characters');
  expect(executeCommand).not.toHaveBeenCalled();
});
