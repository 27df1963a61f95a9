import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChecklistTemplate } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform, stubFetch } from '@staydesk/design-system/testing';
import ChecklistTemplatesPage from './ChecklistTemplatesPage';

const item = (
  title: string,
  order: number,
  fields: Partial<ChecklistTemplate['items'][0]> = {},
) => ({
  title,
  category: null,
  section: 'General',
  required: false,
  order,
  standard: true,
  isActive: true,
  ...fields,
});

const own: ChecklistTemplate = {
  id: 'template-own',
  title: 'Pool check',
  category: 'maintenance',
  isGlobal: false,
  items: [
    item('Skim the leaves', 1),
    item('Test the water', 0, { section: 'Pool', required: true }),
  ],
};
const global: ChecklistTemplate = {
  id: 'template-global',
  title: 'Standard turnover',
  category: null,
  isGlobal: true,
  items: [item('Strip beds', 0)],
};

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

function serve(
  templates: ChecklistTemplate[],
  answer?: (sent: Sent) => { status: number; body: unknown },
) {
  const sent: Sent[] = [];
  stubFetch(async (request) => {
    const path = new URL(request.url).pathname;
    if (request.method === 'GET') return { body: { templates } };
    const text = await request.text();
    const call = { method: request.method, path, body: text ? JSON.parse(text) : undefined };
    sent.push(call);
    return answer?.(call) ?? { status: 200, body: { template: own } };
  });
  return sent;
}

function renderPage(role: Parameters<typeof fakePlatform>[0] = 'concierge') {
  const platform = fakePlatform(role);
  render(
    <DesignSystemProvider>
      <ChecklistTemplatesPage platform={platform} pathname="/settings/tasks/checklists" />
    </DesignSystemProvider>,
  );
  return platform;
}

test('lists the customer’s templates and the global ones, which cannot be changed', async () => {
  serve([own, global]);
  renderPage();

  const list = await screen.findByRole('list', { name: 'Checklist templates' });
  const [pool, turnover] = within(list).getAllByRole('listitem');
  expect(pool).toHaveTextContent('Pool check');
  expect(pool).toHaveTextContent('2 items · Maintenance');
  expect(within(pool!).getByRole('button', { name: 'Edit Pool check' })).toBeVisible();
  expect(turnover).toHaveTextContent('Global');
  expect(within(turnover!).queryByRole('button')).not.toBeInTheDocument();
});

test('creates a template with its items', async () => {
  const sent = serve([], () => ({ status: 201, body: { template: own } }));
  const platform = renderPage();

  expect(await screen.findByText('No checklist templates yet')).toBeVisible();
  await userEvent.click(screen.getByRole('button', { name: 'New template' }));
  await userEvent.type(screen.getByLabelText('Template name'), 'Pool check');
  await userEvent.selectOptions(screen.getByLabelText('Category'), 'maintenance');
  await userEvent.type(screen.getByLabelText('Item 1'), 'Test the water');
  await userEvent.clear(screen.getByLabelText('Section of item 1'));
  await userEvent.type(screen.getByLabelText('Section of item 1'), 'Pool');
  await userEvent.click(screen.getByRole('checkbox', { name: 'Required' }));
  await userEvent.click(screen.getByRole('button', { name: 'Add item' }));
  await userEvent.type(screen.getByLabelText('Item 2'), 'Skim the leaves');
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));

  await waitFor(() => expect(platform.toast).toHaveBeenCalledWith('Template created', 'success'));
  expect(sent).toEqual([
    {
      method: 'POST',
      path: '/api/tasks/checklists/templates',
      body: {
        title: 'Pool check',
        category: 'maintenance',
        items: [
          { title: 'Test the water', section: 'Pool', required: true },
          { title: 'Skim the leaves', section: 'General', required: false },
        ],
      },
    },
  ]);
  expect(screen.queryByRole('button', { name: 'Save template' })).not.toBeInTheDocument();
});

test('says what is missing before sending anything', async () => {
  const sent = serve([]);
  renderPage();

  await userEvent.click(await screen.findByRole('button', { name: 'New template' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
  expect(screen.getByRole('alert')).toHaveTextContent('A template needs a title');
  await userEvent.type(screen.getByLabelText('Template name'), 'Pool check');
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Every item needs a title');
  expect(sent).toEqual([]);
});

test('edits a template from its items in their order, and shows why a save failed', async () => {
  const sent = serve([own], () => ({
    status: 404,
    body: { error: { code: 'not_found', message: 'Checklist template not found' } },
  }));
  renderPage();

  await userEvent.click(await screen.findByRole('button', { name: 'Edit Pool check' }));
  expect(screen.getByLabelText('Item 1')).toHaveValue('Test the water');
  expect(screen.getByLabelText('Item 2')).toHaveValue('Skim the leaves');
  await userEvent.click(screen.getByRole('button', { name: 'Remove item 2' }));
  await userEvent.click(screen.getByRole('button', { name: 'Save template' }));

  expect(await screen.findByRole('alert')).toHaveTextContent('Checklist template not found');
  expect(sent).toEqual([
    {
      method: 'PATCH',
      path: '/api/tasks/checklists/templates/template-own',
      body: {
        title: 'Pool check',
        category: 'maintenance',
        items: [{ title: 'Test the water', section: 'Pool', required: true }],
      },
    },
  ]);
});

test('deletes a template once confirmed', async () => {
  const sent = serve([own], () => ({ status: 204, body: undefined }));
  const platform = renderPage('admin');

  await userEvent.click(await screen.findByRole('button', { name: 'Delete Pool check' }));
  expect(sent).toEqual([]);
  await userEvent.click(screen.getByRole('button', { name: 'Delete template' }));

  await waitFor(() => expect(platform.toast).toHaveBeenCalledWith('Deleted Pool check', 'success'));
  expect(sent).toEqual([
    { method: 'DELETE', path: '/api/tasks/checklists/templates/template-own', body: undefined },
  ]);
});

test('shows templates read-only to roles that do not edit task structure', async () => {
  serve([own, global]);
  renderPage('cleaner');

  expect(await screen.findByText('Pool check')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'New template' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Edit Pool check' })).not.toBeInTheDocument();
});
