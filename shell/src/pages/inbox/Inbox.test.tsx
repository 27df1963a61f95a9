import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CommandRequest, DashboardItem, DashboardItems } from '@staydesk/contracts';
import { DesignSystemProvider } from '@staydesk/design-system';
import { fakePlatform, type FakePlatform } from '@staydesk/design-system/testing';
import Inbox from './Inbox';

const item = (id: string, title: string, fields: Partial<DashboardItem> = {}): DashboardItem => ({
  id: `task:${id.padStart(24, '0')}`,
  kind: 'overdue',
  source: 'task',
  sourceId: id.padStart(24, '0'),
  title,
  subtitle: 'To do',
  at: null,
  timeZone: 'UTC',
  createdAt: '2026-11-01T00:00:00.000Z',
  mayMarkDone: true,
  ...fields,
});

const ITEMS = [
  item('1', 'Turn over the loft'),
  item('2', 'Fix the gate'),
  {
    ...item('3', 'Inquiry from Jordan Lee'),
    id: `reservation:${'3'.padStart(24, '0')}`,
    source: 'reservation' as const,
    kind: 'reservation_request' as const,
  },
];

function inboxWith(
  items: DashboardItem[],
  lastReminderPreset: DashboardItems['lastReminderPreset'] = null,
) {
  const platform: FakePlatform = fakePlatform('admin');
  let served = items;
  platform.apiFetch = jest.fn(
    async () =>
      new Response(
        JSON.stringify({
          items: served,
          scopeLabel: "All of your team's tasks",
          lastReminderPreset,
        }),
      ),
  );
  const sent: CommandRequest['action'][] = [];
  platform.executeCommand = jest.fn(async (request: CommandRequest) => {
    sent.push(request.action);
    const payload = request.action.payload as { itemId?: string; itemIds?: string[] };
    if (request.action.event.endsWith('complete')) {
      served = served.filter(
        (entry) => entry.id !== payload.itemId && !payload.itemIds?.includes(entry.id),
      );
    }
    const data =
      request.action.event === 'items.complete'
        ? { itemIds: payload.itemIds, refused: [] }
        : request.action.event === 'item.reminder'
          ? { itemId: payload.itemId, remindAt: '2026-11-26T08:00:00.000Z' }
          : { itemId: payload.itemId };
    return { success: true, data, error: null } as never;
  }) as FakePlatform['executeCommand'];
  render(
    <DesignSystemProvider>
      <Inbox platform={platform} />
    </DesignSystemProvider>,
  );
  return { platform, sent };
}

const rows = () => within(screen.getByRole('list', { name: 'Inbox' })).getAllByRole('link');
const activeTitle = () =>
  screen
    .getAllByRole('link')
    .find((link) => link.getAttribute('aria-current') === 'true')
    ?.querySelector('span')?.textContent;

test('j/k and the arrows move through the ranked items, and Enter opens one', async () => {
  const { platform } = inboxWith(ITEMS);
  expect(await screen.findByRole('heading', { name: "All of your team's tasks" })).toBeVisible();
  expect(rows().map((row) => row.querySelector('span')?.textContent)).toEqual([
    'Turn over the loft',
    'Fix the gate',
    'Inquiry from Jordan Lee',
  ]);
  const user = userEvent.setup();
  await user.keyboard('j');
  expect(activeTitle()).toBe('Turn over the loft');
  expect(rows()[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}j');
  expect(activeTitle()).toBe('Inquiry from Jordan Lee');
  await user.keyboard('k');
  expect(activeTitle()).toBe('Fix the gate');
  await user.keyboard('{Enter}');
  expect(platform.nav.openTask).toHaveBeenCalledWith('2'.padStart(24, '0'));
  await user.keyboard('j{Enter}');
  expect(platform.nav.navigate).toHaveBeenCalledWith(`/?reservation=${'3'.padStart(24, '0')}`);
});

test('E marks the active item done and Undo restores it', async () => {
  const { sent } = inboxWith(ITEMS);
  await screen.findByRole('list', { name: 'Inbox' });
  const user = userEvent.setup();
  await user.keyboard('jj');
  await user.keyboard('e');
  await waitFor(() => expect(rows()).toHaveLength(2));
  expect(screen.queryByRole('link', { name: /Fix the gate/ })).not.toBeInTheDocument();
  expect(sent.at(-1)).toMatchObject({
    topic: 'dashboard',
    event: 'item.complete',
    payload: { itemId: ITEMS[1]!.id },
  });

  await user.click(within(screen.getByRole('status')).getByRole('button', { name: 'Undo' }));
  expect(sent.at(-1)).toMatchObject({ event: 'item.restore', payload: { itemId: ITEMS[1]!.id } });
});

test('shift+arrows select several items, and E completes them together', async () => {
  const { sent } = inboxWith(ITEMS);
  await screen.findByRole('list', { name: 'Inbox' });
  const user = userEvent.setup();
  await user.keyboard('j{Shift>}{ArrowDown}{/Shift}');
  expect(screen.getByRole('toolbar', { name: 'Selected items' })).toHaveTextContent('2 selected');
  await user.keyboard('E');
  expect(sent.at(-1)).toMatchObject({
    event: 'items.complete',
    payload: { itemIds: [ITEMS[0]!.id, ITEMS[1]!.id] },
  });
  await waitFor(() => expect(rows()).toHaveLength(1));
  expect(screen.getByRole('status')).toHaveTextContent('2 items marked done');
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(sent.at(-1)).toMatchObject({
    event: 'items.restore',
    payload: { itemIds: [ITEMS[0]!.id, ITEMS[1]!.id] },
  });
});

test('shift+click selects a range', async () => {
  inboxWith(ITEMS);
  await screen.findByRole('list', { name: 'Inbox' });
  const user = userEvent.setup();
  await user.click(screen.getByRole('checkbox', { name: 'Select Turn over the loft' }));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('checkbox', { name: 'Select Inquiry from Jordan Lee' }));
  await user.keyboard('{/Shift}');
  expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(3);
});

test('H opens the reminder presets, last used first, and picking one hides the item', async () => {
  const { sent } = inboxWith(ITEMS, 'next_week');
  await screen.findByRole('list', { name: 'Inbox' });
  const user = userEvent.setup();
  await user.keyboard('jh');
  const menu = await screen.findByRole('menu', { name: 'Remind me' });
  const choices = within(menu).getAllByRole('menuitem');
  expect(choices.map((choice) => choice.querySelector('span')?.textContent)).toEqual([
    'Last used (Next week)',
    'Tomorrow',
    'Next week',
    'This weekend',
  ]);
  expect(choices[0]).toHaveFocus();
  await user.keyboard('{ArrowDown}{Enter}');
  expect(sent.at(-1)).toMatchObject({
    event: 'item.reminder',
    payload: { itemId: ITEMS[0]!.id, preset: 'tomorrow', timeZone: expect.any(String) },
  });
  await waitFor(() => expect(rows()).toHaveLength(2));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(sent.at(-1)).toMatchObject({
    event: 'item.remove_reminder',
    payload: { itemId: ITEMS[0]!.id },
  });
});

test('a task the caller finishes in the field offers no Done, and E leaves it alone', async () => {
  const fieldTask = item('4', 'Clean the cabin', { kind: 'assigned', mayMarkDone: false });
  const { sent } = inboxWith([fieldTask]);
  await screen.findByRole('list', { name: 'Inbox' });
  expect(screen.getByRole('button', { name: 'Remind me later: Clean the cabin' })).toBeVisible();
  expect(
    screen.queryByRole('button', { name: 'Mark done: Clean the cabin' }),
  ).not.toBeInTheDocument();
  const user = userEvent.setup();
  await user.keyboard('j');
  await user.keyboard('e');
  expect(sent).toHaveLength(0);
  expect(rows()).toHaveLength(1);
});

test('E and H do nothing while typing', async () => {
  const { sent } = inboxWith(ITEMS);
  await screen.findByRole('list', { name: 'Inbox' });
  const input = document.createElement('input');
  document.body.appendChild(input);
  const user = userEvent.setup();
  await user.keyboard('j');
  await user.click(input);
  await user.keyboard('eh');
  expect(sent).toHaveLength(0);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  input.remove();
});

test('a live task event refetches the list; an empty inbox is all caught up', async () => {
  const { platform } = inboxWith([]);
  expect(await screen.findByText('All caught up!')).toBeVisible();
  const calls = jest.mocked(platform.apiFetch).mock.calls.length;
  await act(async () => {
    platform.emit('tasks', { taskId: 't1' });
    await new Promise((resolve) => setTimeout(resolve, 250));
  });
  expect(jest.mocked(platform.apiFetch).mock.calls.length).toBe(calls + 1);
});

test('a failed load offers a retry', async () => {
  const platform = fakePlatform('admin');
  platform.apiFetch = jest
    .fn()
    .mockResolvedValueOnce(new Response('{}', { status: 503 }))
    .mockResolvedValue(
      new Response(JSON.stringify({ items: ITEMS, scopeLabel: 'Mine', lastReminderPreset: null })),
    );
  render(
    <DesignSystemProvider>
      <Inbox platform={platform} />
    </DesignSystemProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your inbox (503)');
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { name: 'Mine' })).toBeVisible();
});
