import { ANOTHER_CUSTOMERS_TASK_NOTICE, type Role, type Task } from '@staydesk/contracts';
import { sampleAssignment } from '@staydesk/design-system/fixtures';
import { fakePlatform, renderSurface } from '@staydesk/design-system/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import { blockedTaskFixture, busyTaskFixture } from './fixtures';
import { serveTaskApi, setViewportWidth, teamOf, teamUser } from './sidebar-testing';
import { TaskSidebar } from './TaskSidebar';

beforeEach(() => {
  window.history.replaceState(null, '', '/?task=task-1');
  setViewportWidth(1280);
});

/** The fake platform's user is user-1; the fixture's task is assigned to user-1. */
const assignedElsewhere: Task = {
  ...busyTaskFixture,
  assignments: [sampleAssignment({ user_id: 'user-9', user_name: 'Other Cleaner' })],
  assignedTo: { id: 'user-9', name: 'Other Cleaner', email: 'other@demo.test', image: null },
};

async function openAs(role: Role, task: Task = busyTaskFixture) {
  serveTaskApi(() => task);
  renderSurface(<TaskSidebar platform={fakePlatform(role)} />, tasksApi);
  return screen.findByRole('region', { name: 'Details' });
}

test('a manager edits everything: menus, completion, due date, assignee, structure', async () => {
  const details = await openAs('admin');

  expect(within(details).getByRole('button', { name: 'Category: Cleaning' })).toBeEnabled();
  expect(within(details).getByRole('button', { name: 'Status: To do' })).toBeEnabled();
  expect(within(details).getByRole('button', { name: 'Complete' })).toBeVisible();
  expect(within(details).getByLabelText('Due date')).toBeEnabled();
  expect(within(details).getByRole('combobox', { name: 'Assign to' })).toBeVisible();
  expect(within(details).getByRole('combobox', { name: 'Add a tag' })).toBeVisible();
  expect(within(details).getByText('Related reservations')).toBeVisible();
  expect(screen.getByRole('form', { name: 'Add checklist item' })).toBeVisible();
  expect(screen.getByRole('form', { name: 'Add subtask' })).toBeVisible();
  expect(screen.getByRole('link', { name: 'Manage templates' })).toHaveAttribute(
    'href',
    '/settings/tasks/checklists',
  );
  expect(screen.getByRole('link', { name: 'Manage templates' })).toHaveAttribute(
    'target',
    '_blank',
  );
});

test('a roamer edits fully but does not see related reservations', async () => {
  const details = await openAs('roamer');

  expect(within(details).getByRole('button', { name: 'Complete' })).toBeVisible();
  expect(within(details).queryByText('Related reservations')).not.toBeInTheDocument();
});

test('a concierge edits the structure only', async () => {
  const details = await openAs('concierge');

  expect(within(details).queryByRole('button', { name: /^Category:/ })).not.toBeInTheDocument();
  expect(within(details).getByText('Cleaning')).toBeVisible();
  expect(within(details).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  expect(within(details).queryByLabelText('Due date')).not.toBeInTheDocument();
  expect(within(details).queryByRole('combobox', { name: 'Assign to' })).not.toBeInTheDocument();
  expect(within(details).getByText('Related reservations')).toBeVisible();
  expect(screen.getByRole('form', { name: 'Add checklist item' })).toBeVisible();
  expect(screen.getByRole('form', { name: 'Add subtask' })).toBeVisible();
  expect(
    screen.getByRole('button', { name: 'Convert Replace the hallway bulb to a task' }),
  ).toBeVisible();
});

test('the assigned cleaner gets the reduced view with a work window', async () => {
  const details = await openAs('cleaner');

  expect(screen.getByRole('button', { name: 'Property Details' })).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Marketplace' })).not.toBeInTheDocument();
  expect(
    within(details).queryByRole('button', { name: /^(Category|Priority|Status):/ }),
  ).toBeNull();
  expect(within(details).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  expect(within(details).queryByLabelText('Due date')).not.toBeInTheDocument();
  expect(within(details).getByText('Work window')).toBeVisible();
  expect(within(details).queryByRole('checkbox', { name: 'Requires approval' })).toBeNull();
  expect(within(details).queryByText('Assignee')).not.toBeInTheDocument();
  expect(within(details).getByLabelText('Description')).toBeEnabled();
  expect(within(details).queryByText('Related reservations')).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Strip the beds' })).toBeEnabled();
  expect(screen.queryByRole('form', { name: 'Add checklist item' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Manage templates' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Add subtask' })).not.toBeInTheDocument();
});

test('an unassigned cleaner only reads the task', async () => {
  setViewportWidth(390);
  const details = await openAs('cleaner', assignedElsewhere);

  expect(screen.queryByRole('button', { name: /Start Task|Resume Task/ })).not.toBeInTheDocument();
  expect(within(details).queryByLabelText('Description')).not.toBeInTheDocument();
  expect(within(details).getByText(busyTaskFixture.description)).toBeVisible();
  expect(within(details).queryByRole('combobox', { name: 'Add a tag' })).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Strip the beds' })).toBeDisabled();
});

test('a partner assigns within its own company only, and never completes', async () => {
  const partnerTask: Task = {
    ...assignedElsewhere,
    assignments: [sampleAssignment({ user_id: 'colleague', role_type: 'partner' })],
  };
  serveTaskApi(
    () => partnerTask,
    (request) =>
      request.path === '/api/user/users'
        ? {
            body: teamOf([
              teamUser('user-1', { roles: ['partner'], company: { companyId: 'acme' } }),
              teamUser('colleague', { name: 'Acme Cleaner', company: { companyId: 'acme' } }),
              teamUser('stranger', { name: 'Other Company', company: { companyId: 'else' } }),
            ]),
          }
        : undefined,
  );
  renderSurface(<TaskSidebar platform={fakePlatform('partner')} />, tasksApi);

  const picker = await screen.findByRole('combobox', { name: 'Assign to' });
  await userEvent.click(picker);
  const options = within(screen.getByRole('listbox', { name: 'Assign to' })).getAllByRole('option');

  expect(options).toHaveLength(1);
  expect(options[0]).toHaveTextContent('Acme Cleaner');
  expect(screen.queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  expect(screen.queryByLabelText('Due date')).not.toBeInTheDocument();
});

test('the assigned provider reads how to get into the property', async () => {
  const withAccess: Task = {
    ...busyTaskFixture,
    property: busyTaskFixture.property && {
      ...busyTaskFixture.property,
      access: {
        wifi: { network: 'OceanView', password: 'sunset42' },
        instructions: 'Key box left of the door, code 1234',
      },
    },
  };
  const details = await openAs('cleaner', withAccess);

  expect(within(details).getByText('Wi-Fi: OceanView · password sunset42')).toBeVisible();
  expect(within(details).getByText('Key box left of the door, code 1234')).toBeVisible();
});

test('the team is asked for once, after the details are on the page', async () => {
  const detailsShownAtTeamRequest: boolean[] = [];
  const { sent } = serveTaskApi(
    () => busyTaskFixture,
    (request) => {
      if (request.path === '/api/user/users')
        detailsShownAtTeamRequest.push(screen.queryByRole('region', { name: 'Details' }) !== null);
      return undefined;
    },
  );
  renderSurface(<TaskSidebar platform={fakePlatform('admin')} />, tasksApi);
  const details = await screen.findByRole('region', { name: 'Details' });

  // Not while they render: its answer would have React render the whole sidebar again.
  await waitFor(() => expect(detailsShownAtTeamRequest).toEqual([true]));
  expect(sent.filter((request) => request.path === '/api/user/users')).toHaveLength(1);
  expect(within(details).getByRole('combobox', { name: 'Assign to' })).toBeVisible();
});

test('nobody asks for the team on behalf of those who may not assign', async () => {
  const { sent } = serveTaskApi(() => assignedElsewhere);
  renderSurface(<TaskSidebar platform={fakePlatform('cleaner')} />, tasksApi);
  await screen.findByRole('region', { name: 'Details' });

  expect(sent.map((request) => request.path)).not.toContain('/api/user/users');
});

test('nor while an open blocking issue stands in for the details and their picker', async () => {
  const { sent } = serveTaskApi(() => blockedTaskFixture);
  renderSurface(<TaskSidebar platform={fakePlatform('admin')} />, tasksApi);
  await screen.findByRole('region', { name: 'Blocking issue' });

  expect(sent.map((request) => request.path)).not.toContain('/api/user/users');
});

test("a super user reads another customer's task with no edit control, and is told why", async () => {
  const anotherCustomers: Task = { ...busyTaskFixture, customer_id: 'customer-2' };
  serveTaskApi(() => anotherCustomers);
  const platform = fakePlatform('admin');
  platform.session = { ...platform.session, isSuperUser: true };
  renderSurface(
    <TaskSidebar
      platform={platform}
      footer={() => <textarea aria-label="Message" defaultValue="" />}
    />,
    tasksApi,
  );
  const details = await screen.findByRole('region', { name: 'Details' });

  expect(screen.getByRole('note')).toHaveTextContent(ANOTHER_CUSTOMERS_TASK_NOTICE);
  expect(within(details).getByText('Cleaning')).toBeVisible();
  expect(
    within(details).queryByRole('button', { name: /^(Category|Priority|Status):/ }),
  ).toBeNull();
  expect(within(details).queryByRole('button', { name: 'Complete' })).not.toBeInTheDocument();
  expect(within(details).queryByLabelText('Due date')).not.toBeInTheDocument();
  expect(within(details).queryByRole('combobox', { name: 'Assign to' })).not.toBeInTheDocument();
  expect(within(details).queryByRole('combobox', { name: 'Add a tag' })).not.toBeInTheDocument();
  expect(within(details).queryByRole('button', { name: /^Remove tag/ })).not.toBeInTheDocument();
  expect(within(details).queryByLabelText('Description')).not.toBeInTheDocument();
  expect(within(details).queryByText('Related reservations')).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox', { name: 'Strip the beds' })).toBeDisabled();
  expect(screen.queryByRole('form', { name: 'Add checklist item' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  expect(screen.queryByRole('form', { name: 'Add subtask' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Convert / })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
});

describe("a provider working another customer's task it won on the marketplace", () => {
  const anotherCustomers: Task = { ...busyTaskFixture, customer_id: 'customer-2' };

  async function openAsProviderOf(role: Role) {
    const { sent } = serveTaskApi(() => anotherCustomers);
    renderSurface(
      <TaskSidebar
        platform={fakePlatform(role)}
        footer={() => <textarea aria-label="Message" defaultValue="" />}
      />,
      tasksApi,
    );
    return { details: await screen.findByRole('region', { name: 'Details' }), sent };
  }

  test.each(['cleaner', 'partner'] as const)(
    'a %s gets no tag or field control, and ticks and comments',
    async (role) => {
      const { details, sent } = await openAsProviderOf(role);

      expect(within(details).getByRole('list', { name: 'Tags' })).toBeVisible();
      expect(within(details).queryByRole('button', { name: /^Remove tag/ })).toBeNull();
      expect(within(details).queryByRole('combobox')).toBeNull();
      expect(within(details).queryByRole('textbox')).toBeNull();
      expect(within(details).queryByRole('checkbox')).toBeNull();
      expect(within(details).queryByLabelText('Due date')).not.toBeInTheDocument();
      expect(
        within(details).queryByRole('button', { name: /^(Category|Priority|Status):/ }),
      ).toBeNull();
      expect(within(details).getByText(busyTaskFixture.description)).toBeVisible();
      expect(screen.getByRole('checkbox', { name: 'Strip the beds' })).toBeEnabled();
      expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
      expect(sent.filter((request) => request.search.get('fetchTags'))).toEqual([]);
    },
  );
});

test('a super user edits their own customer’s task as their role allows, with no notice', async () => {
  serveTaskApi(() => busyTaskFixture);
  const platform = fakePlatform('admin');
  platform.session = { ...platform.session, isSuperUser: true };
  renderSurface(
    <TaskSidebar
      platform={platform}
      footer={() => <textarea aria-label="Message" defaultValue="" />}
    />,
    tasksApi,
  );
  const details = await screen.findByRole('region', { name: 'Details' });

  expect(within(details).getByRole('button', { name: 'Status: To do' })).toBeEnabled();
  expect(screen.getByRole('textbox', { name: 'Message' })).toBeVisible();
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});
