import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { eligibleTaskFixture, sampleProviderCard } from './fixtures';
import type { SentRequest } from '@staydesk/design-system/testing';
import { failure, letRadixSelectOpen, renderTab, servePanelApi } from './panel-testing';
import ProvidersTab from './ProvidersTab';

const providers = [
  sampleProviderCard({ id: 'p-1', name: 'Maria Santos' }),
  sampleProviderCard({
    id: 'p-2',
    name: 'Crew Co',
    type: 'company',
    serviceAreas: ['Porto'],
    skills: ['maintenance'],
    invited: true,
  }),
];

beforeAll(letRadixSelectOpen);

const providerRoute =
  (answer: (request: SentRequest) => ReturnType<typeof failure> | undefined) =>
  (request: SentRequest) =>
    request.path === '/api/tasks/marketplace/providers' ? answer(request) : undefined;

test('matching providers show 2 service areas and 3 skills, then how many more', async () => {
  servePanelApi(
    () => eligibleTaskFixture,
    providerRoute(() => ({ body: { providers } })),
  );
  renderTab(ProvidersTab, eligibleTaskFixture);

  const maria = await screen.findByRole('listitem', { name: 'Maria Santos' });
  const areas = within(maria).getByRole('list', { name: 'Service areas' });
  expect(
    within(areas)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Lisbon', 'Cascais', '+1 more']);
  const skills = within(maria).getByRole('list', { name: 'Skills' });
  expect(
    within(skills)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['cleaning', 'deep_cleaning', 'laundry', '+1 more']);
  const crew = screen.getByRole('listitem', { name: 'Crew Co' });
  expect(crew).toHaveTextContent('Invited');
  expect(within(crew).queryByRole('checkbox')).toBeNull();
});

test('the rating filter asks again with the minimum rating', async () => {
  const { sent } = servePanelApi(() => eligibleTaskFixture);
  renderTab(ProvidersTab, eligibleTaskFixture);
  expect(await screen.findByText('No Providers Found')).toBeVisible();

  await userEvent.click(screen.getByRole('combobox', { name: 'Minimum rating' }));
  expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
    'Any rating',
    '3+ stars',
    '4+ stars',
    '4.5+ stars',
  ]);
  await userEvent.click(screen.getByRole('option', { name: '4.5+ stars' }));

  await screen.findByText('No Providers Found');
  const asked = sent.filter((request) => request.path === '/api/tasks/marketplace/providers');
  expect(asked.map((request) => request.search.get('minRating'))).toEqual(['0', '4.5']);
  expect(asked[0]?.search.get('taskId')).toBe('task-1');
});

test('a failed list says so and Try Again asks again', async () => {
  let fail = true;
  servePanelApi(
    () => eligibleTaskFixture,
    providerRoute(() => (fail ? failure(500, 'Down') : { body: { providers } })),
  );
  renderTab(ProvidersTab, eligibleTaskFixture);

  expect(await screen.findByText('Failed to Load Providers')).toBeVisible();
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));

  expect(await screen.findByRole('listitem', { name: 'Maria Santos' })).toBeVisible();
});

test('a structure editor invites the providers chosen', async () => {
  const { changes } = servePanelApi(
    () => eligibleTaskFixture,
    providerRoute(() => ({ body: { providers } })),
    (request) =>
      request.path === '/api/tasks/marketplace/providers/invite'
        ? { body: { invited: 1 } }
        : undefined,
  );
  const platform = renderTab(ProvidersTab, eligibleTaskFixture);

  expect(screen.getByRole('button', { name: 'Invite to Bid' })).toBeDisabled();
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Invite Maria Santos' }));
  await userEvent.click(screen.getByRole('button', { name: 'Invite 1 to Bid' }));

  expect(changes()).toEqual([
    expect.objectContaining({ body: { taskId: 'task-1', providerIds: ['p-1'] } }),
  ]);
  expect(platform.toast).toHaveBeenCalledWith('Invited 1 provider', 'success', 3_000);
});

test('a viewer who may not edit the structure is told, and nothing is asked of the API', () => {
  const { sent } = servePanelApi(() => eligibleTaskFixture);
  renderTab(ProvidersTab, eligibleTaskFixture, { role: 'accountant', editable: false });

  expect(screen.getByText("Provider matching is for the task's managers")).toBeVisible();
  expect(screen.queryByRole('button')).toBeNull();
  expect(sent).toEqual([]);
});
