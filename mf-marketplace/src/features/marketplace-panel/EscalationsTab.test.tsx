import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import EscalationsTab from './EscalationsTab';
import { eligibleTaskFixture, escalatedTaskFixture } from './fixtures';
import { letRadixSelectOpen, renderTab, servePanelApi } from './panel-testing';

beforeAll(letRadixSelectOpen);

const rulesForm = () => screen.getByRole('form', { name: 'Escalation rules' });

async function setRule(label: string, value: string) {
  const input = within(rulesForm()).getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.type(input, value);
}

test('the rules form holds the task rules with their bounds: hours 1 to 168, days 1 to 30', () => {
  servePanelApi(() => eligibleTaskFixture);
  renderTab(EscalationsTab, eligibleTaskFixture);

  const primary = within(rulesForm()).getByLabelText('Primary visibility (hours)');
  expect(primary).toHaveValue(2);
  expect(primary).toHaveAttribute('min', '1');
  expect(primary).toHaveAttribute('max', '168');
  const reminder = within(rulesForm()).getByLabelText('Confirmation reminder (days)');
  expect(reminder).toHaveValue(7);
  expect(reminder).toHaveAttribute('max', '30');
});

test('a rule outside its bounds is not sent; one within them saves all seven', async () => {
  const { changes } = servePanelApi(() => eligibleTaskFixture);
  const platform = renderTab(EscalationsTab, eligibleTaskFixture);

  await setRule('Confirmation deadline (days)', '31');
  await userEvent.click(screen.getByRole('button', { name: 'Save Rules' }));
  expect(within(rulesForm()).getByLabelText('Confirmation deadline (days)')).toBeInvalid();
  expect(changes()).toEqual([]);
  await setRule('Confirmation deadline (days)', '30');
  await setRule('Primary visibility (hours)', '168');
  await userEvent.click(screen.getByRole('button', { name: 'Save Rules' }));

  expect(changes()).toHaveLength(1);
  expect(changes()[0]).toMatchObject({
    method: 'PATCH',
    path: '/api/tasks/marketplace/escalations',
    body: {
      taskId: 'task-1',
      action: 'update_rules',
      rules: {
        primaryVisibilityTime: 168,
        backupVisibilityTime: 6,
        marketplaceVisibilityTime: 24,
        confirmationReminderTime: 7,
        confirmationDeadlineTime: 30,
        progressUpdateTime: 24,
        completionReminderTime: 24,
      },
    },
  });
  expect(platform.toast).toHaveBeenCalledWith('Escalation rules saved', 'success', 3_000);
});

test('an hour rule of 0 is refused at the input', async () => {
  const { changes } = servePanelApi(() => eligibleTaskFixture);
  renderTab(EscalationsTab, eligibleTaskFixture);

  await setRule('Progress update (hours)', '0');
  await userEvent.click(screen.getByRole('button', { name: 'Save Rules' }));

  expect(within(rulesForm()).getByLabelText('Progress update (hours)')).toBeInvalid();
  expect(changes()).toEqual([]);
});

test('a manual escalation is a warning with the reason chosen', async () => {
  const { changes } = servePanelApi(() => eligibleTaskFixture);
  renderTab(EscalationsTab, eligibleTaskFixture);

  await userEvent.click(screen.getByRole('combobox', { name: 'Reason' }));
  await userEvent.click(screen.getByRole('option', { name: 'Quality issues' }));
  await userEvent.click(screen.getByRole('button', { name: 'Create Escalation' }));
  await userEvent.click(screen.getByRole('button', { name: 'Escalate to marketplace' }));

  expect(changes().map((request) => request.body)).toEqual([
    { taskId: 'task-1', reason: 'quality_issues', escalation_level: 'warning' },
    { taskId: 'task-1', action: 'escalate_to_marketplace' },
  ]);
});

test('the history lists escalations newest first, active or resolved', () => {
  const task = escalatedTaskFixture;
  servePanelApi(() => task);
  renderTab(EscalationsTab, task);

  const history = screen.getByRole('region', { name: 'Escalation history' });
  const items = within(history).getAllByRole('listitem');
  expect(items[0]).toHaveTextContent('Escalated to marketplaceMarketplaceActive');
  expect(items[1]).toHaveTextContent('No progressWarningResolved');
});

test('with no escalations the history says so', () => {
  servePanelApi(() => eligibleTaskFixture);
  renderTab(EscalationsTab, eligibleTaskFixture);

  expect(screen.getByText('No escalations yet')).toBeVisible();
});

test('a viewer who may not edit the structure reads the rules, with no form or actions', () => {
  servePanelApi(() => eligibleTaskFixture);
  renderTab(EscalationsTab, eligibleTaskFixture, { role: 'accountant', editable: false });

  const rules = screen.getByRole('region', { name: 'Escalation rules' });
  expect(within(rules).getByText('Primary visibility').nextSibling).toHaveTextContent('2 hours');
  expect(within(rules).getByText('Confirmation reminder').nextSibling).toHaveTextContent('7 days');
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('button')).toBeNull();
});
