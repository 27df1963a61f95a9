import type { PaymentEntry, Task } from '@staydesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { assignedTaskFixture } from './fixtures';
import { failure, renderTab, servePanelApi } from './panel-testing';
import PaymentsTab from './PaymentsTab';

const entry = (index: number, overrides: Partial<PaymentEntry> = {}): PaymentEntry => ({
  id: `payment-${index}`,
  status: 'scheduled',
  amount: 110,
  platform_fee: 11,
  total: 121,
  currency: 'USD',
  created_at: new Date(Date.UTC(2026, 10, 21, 12 - index)).toISOString(),
  scheduled_date: null,
  reason: null,
  actor_name: 'Alex Host',
  ...overrides,
});

const withPayment = (payment_status: string | null, overrides: Partial<Task> = {}): Task => ({
  ...assignedTaskFixture,
  payment_status,
  ...overrides,
});

const buttonNames = () =>
  within(screen.queryByRole('region', { name: 'Payment actions' }) ?? document.createElement('div'))
    .queryAllByRole('button')
    .map((button) => button.textContent);

test.each<[string | null, string[]]>([
  [null, ['Process Payment', 'Schedule Payment']],
  ['pending', ['Process Payment', 'Schedule Payment']],
  ['held', ['Release Payment', 'Refund Payment']],
  ['paid', ['Refund Payment']],
  ['scheduled', []],
  ['processing', []],
  ['refunded', []],
])('a payment %s offers %j', async (status, actions) => {
  const task = withPayment(status);
  servePanelApi(() => task);
  renderTab(PaymentsTab, task);

  await screen.findByRole('region', { name: 'Payment' });
  expect(buttonNames()).toEqual(actions);
});

test('the ledger shows the fee and the last 3 entries of history', async () => {
  const task = withPayment('scheduled', {
    payments: [entry(0), entry(1, { status: 'refunded', total: 50 }), entry(2), entry(3)],
  });
  servePanelApi(() => task);
  renderTab(PaymentsTab, task);

  const payment = await screen.findByRole('region', { name: 'Payment' });
  expect(payment).toHaveTextContent('Amount$110.00');
  expect(payment).toHaveTextContent('Platform fee (10%)$11.00');
  expect(payment).toHaveTextContent('Total$121.00');
  const history = screen.getByRole('region', { name: 'Payment history' });
  const items = within(history).getAllByRole('listitem');
  expect(items).toHaveLength(3);
  expect(items[1]).toHaveTextContent('Refunded · $50.00');
});

test('Schedule Payment sends the amount for one day from now', async () => {
  const task = withPayment('pending');
  const { changes } = servePanelApi(() => task);
  const platform = renderTab(PaymentsTab, task);
  const before = Date.now();

  await userEvent.click(await screen.findByRole('button', { name: 'Schedule Payment' }));

  const [sent] = changes();
  expect(sent).toMatchObject({
    method: 'POST',
    path: '/api/tasks/marketplace/payments',
    body: { taskId: 'task-1', amount: 110, action: 'schedule_payment' },
  });
  const { scheduleDate } = sent?.body as { scheduleDate: string };
  const ahead = Date.parse(scheduleDate) - before;
  expect(ahead).toBeGreaterThanOrEqual(24 * 3_600_000);
  expect(ahead).toBeLessThan(24 * 3_600_000 + 60_000);
  expect(platform.toast).toHaveBeenCalledWith('Payment scheduled for tomorrow', 'success', 3_000);
});

test('Release Payment patches the held payment; a refusal shows in the panel', async () => {
  const task = withPayment('held');
  const { changes } = servePanelApi(
    () => task,
    (request) => (request.method === 'PATCH' ? failure(409, 'The payment is not held') : undefined),
  );
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderTab(PaymentsTab, task);

  await userEvent.click(await screen.findByRole('button', { name: 'Release Payment' }));

  expect(changes()[0]?.body).toEqual({ taskId: 'task-1', action: 'release_payment' });
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Failed to release payment: The payment is not held',
  );
});

test('Payments Coming Soon covers the tab only while no payment provider is configured', async () => {
  const task = withPayment('pending');
  servePanelApi(
    () => task,
    (request) =>
      request.path === '/api/payments/provider'
        ? { body: { configured: false, provider: null } }
        : undefined,
  );
  renderTab(PaymentsTab, task);

  expect(await screen.findByText('Payments Coming Soon')).toBeVisible();
  expect(screen.queryByRole('button', { name: 'Process Payment' })).toBeNull();
});

test('a configured provider shows no overlay', async () => {
  const task = withPayment('pending');
  servePanelApi(() => task);
  renderTab(PaymentsTab, task);

  await screen.findByRole('button', { name: 'Process Payment' });
  expect(screen.queryByText('Payments Coming Soon')).toBeNull();
});

test('a viewer who may not edit the structure sees the ledger without actions', async () => {
  const task = withPayment('pending');
  servePanelApi(() => task);
  renderTab(PaymentsTab, task, { role: 'accountant', editable: false });

  await screen.findByRole('region', { name: 'Payment' });
  expect(buttonNames()).toEqual([]);
});

test('when the payment provider cannot be read the tab says so and tries again', async () => {
  let fail = true;
  const task = withPayment('pending');
  servePanelApi(
    () => task,
    (request) =>
      request.path === '/api/payments/provider' && fail ? failure(500, 'Down') : undefined,
  );
  renderTab(PaymentsTab, task);

  expect(await screen.findByText('Failed to Load Payments')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByRole('button', { name: 'Process Payment' })).toBeVisible();
});

const billedTask = withPayment(null, {
  bids: [],
  payment_amount: null,
  billing: {
    rate: { type: 'hourly', amount: 30, currency: 'USD' },
    estimatedDuration: 120,
    actualDuration: null,
    totalAmount: 60,
    status: 'pending',
  },
});

test("without an accepted bid the amount starts from the task's billing", async () => {
  servePanelApi(() => billedTask);
  renderTab(PaymentsTab, billedTask);
  expect(await screen.findByLabelText('Payment amount (USD)')).toHaveValue(60);
});

test('with neither a bid nor billing the amount starts empty, not at 0', async () => {
  const unknown = { ...billedTask, billing: null };
  servePanelApi(() => unknown);
  renderTab(PaymentsTab, unknown);
  expect(await screen.findByLabelText('Payment amount (USD)')).toHaveValue(null);
});
