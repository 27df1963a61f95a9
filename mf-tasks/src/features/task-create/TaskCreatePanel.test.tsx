import { createTaskSearch, type CommandResult, type TaskDraft } from '@staydesk/contracts';
import {
  fakePlatform,
  renderSurface,
  photo,
  storedAttachment,
  stubFetch,
  uploadedFiles,
  useNodeFormData,
  type StubReply,
} from '@staydesk/design-system/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api as tasksApi } from '../task-api';
import {
  deepCleanChecklist,
  listingFixture,
  parentTaskFixture,
  reservationFixture,
  turnoverAutomation,
} from './fixtures';
import { TaskCreatePanel } from './TaskCreatePanel';

const NOW = new Date(2026, 10, 23, 10, 0, 0);
/** The property's zone, Lisbon's, and the customer's for a task without one. */
const ZONES: Record<string, string> = {
  'listing-1': 'Europe/Lisbon',
  customer: 'America/New_York',
};
/** 10:00 UTC on 23 November: the template's due, 2 hours later and a day after check-out. */
const TEMPLATE_NOW = new Date('2026-11-23T10:00:00Z');
const TEMPLATE_DUE_IN_NEW_YORK = '2026-11-24T07:00';
const TEMPLATE_DUE_IN_LISBON = '2026-11-24T12:00';

beforeAll(() => {
  useNodeFormData();
  // jsdom lacks the pointer-capture API Radix Select calls.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => undefined;
});

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, advanceTimers: true });
  window.history.replaceState(null, '', '/tasks/dashboard?createTask=true');
});

afterEach(() => jest.useRealTimers());

function serveCreation(transcription: string | null = null) {
  const uploads: File[][] = [];
  const fetchMock = stubFetch(async (request): Promise<StubReply> => {
    const { pathname, searchParams } = new URL(request.url);
    switch (pathname) {
      case '/api/tasks/settings/automations':
        return { body: { events: [turnoverAutomation] } };
      case '/api/tasks/checklists/templates':
        return { body: { templates: [deepCleanChecklist] } };
      case '/api/reservations/reservation-1':
        return { body: { reservation: reservationFixture } };
      case '/api/listings/listing-1':
        return { body: { listing: listingFixture } };
      case '/api/tasks/settings/time-zone':
        return { body: { timeZone: ZONES[searchParams.get('listingId') ?? 'customer'] } };
      case '/api/listings':
        return {
          body: 'ocean'.startsWith(searchParams.get('query')?.toLowerCase() ?? '-')
            ? [listingSummaryOf(listingFixture)]
            : [],
        };
      case '/api/tasks/messages': {
        const files = await uploadedFiles(request);
        uploads.push(files);
        const attachments = files.map((file) => storedAttachment(file, transcription));
        return { body: { success: true, attachments } };
      }
      case '/api/tasks':
        return searchParams.has('taskId')
          ? { body: { task: parentTaskFixture } }
          : { body: { tasks: [parentTaskFixture], nextCursor: null, scopeLabel: 'All' } };
      default:
        return { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
    }
  });
  return { fetchMock, uploads };
}

function openPanel(
  result: CommandResult = { success: true, data: { taskId: 'task-9' }, error: null },
) {
  const platform = fakePlatform('owner');
  const executeCommand = jest.fn().mockResolvedValue(result);
  platform.executeCommand = executeCommand;
  renderSurface(<TaskCreatePanel platform={platform} />, tasksApi);
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const sentDraft = () => executeCommand.mock.calls[0]?.[0].action.payload as TaskDraft;
  return { platform, user, sentDraft };
}

/** Radix Select opens from the keyboard in jsdom; pointer opening needs layout. */
async function chooseOption(
  user: ReturnType<typeof userEvent.setup>,
  select: string,
  option: string,
) {
  const trigger = await screen.findByRole('combobox', { name: select });
  await waitFor(() => expect(trigger).toBeEnabled());
  trigger.focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('option', { name: option }));
}

const listingSummaryOf = ({
  id,
  name,
  city,
  thumbnail,
  groupId,
  businessDetails,
  platformData,
  timeZone,
}: typeof listingFixture) => ({
  id,
  name,
  city,
  thumbnail,
  groupId,
  businessDetails,
  platformData,
  timeZone,
});

const createButton = () => screen.getByRole('button', { name: 'Create Task' });
const field = (name: string) => screen.getByLabelText<HTMLInputElement>(name);

test('Create Task is enabled only once the title is not blank', async () => {
  serveCreation();
  const { user } = openPanel();
  expect(await screen.findByRole('dialog', { name: 'Create Task' })).toBeVisible();
  expect(createButton()).toBeDisabled();

  await user.type(field('Title'), '   ');
  expect(createButton()).toBeDisabled();

  await user.type(field('Title'), 'Fix the gate');
  expect(createButton()).toBeEnabled();
});

test('the category, priority and marketplace defaults are cleaning, medium and eligible', async () => {
  serveCreation();
  const { user, sentDraft } = openPanel();
  await user.type(await screen.findByLabelText('Title'), 'Restock coffee');

  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Cleaning');
  expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('Medium');
  expect(screen.getByRole('checkbox', { name: 'Marketplace eligible' })).toBeChecked();
  await user.click(createButton());

  await waitFor(() =>
    expect(sentDraft()).toMatchObject({
      title: 'Restock coffee',
      category: 'cleaning',
      priority: 'medium',
      marketplaceEligible: true,
      attachmentIds: [],
    }),
  );
});

test("a template sets its fields raw and shows its due date, its offset from now in the customer's zone", async () => {
  jest.setSystemTime(TEMPLATE_NOW);
  serveCreation();
  const { user, sentDraft } = openPanel();
  await chooseOption(user, 'Task Template', 'Checkout turnover');

  expect(field('Title')).toHaveValue('Turnover for {guest}');
  expect(field('Description')).toHaveValue('Reset {listing} for the next stay');
  await waitFor(() => expect(field('Due Date')).toHaveValue(TEMPLATE_DUE_IN_NEW_YORK));
  expect(field('Due Date')).toHaveAccessibleDescription(
    "The template's due time, in New York time",
  );
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Turnover');
  expect(screen.getByRole('combobox', { name: 'Priority' })).toHaveTextContent('High');
  expect(screen.getByRole('checkbox', { name: 'Marketplace eligible' })).not.toBeChecked();
  expect(field('Item 1')).toHaveValue('Strip the beds');
  await user.click(createButton());

  await waitFor(() =>
    expect(sentDraft()).toMatchObject({
      taskTemplateId: 'automation-turnover',
      checklist: [{ text: 'Strip the beds', required: true, section: 'Bedrooms' }],
      subtasks: [{ title: 'Restock the welcome basket' }],
      dueDate: TEMPLATE_DUE_IN_NEW_YORK,
    }),
  );
});

test("a template's due date follows the property picked, until the user sets one", async () => {
  jest.setSystemTime(TEMPLATE_NOW);
  serveCreation();
  const { user, sentDraft } = openPanel();
  await chooseOption(user, 'Task Template', 'Checkout turnover');
  await waitFor(() => expect(field('Due Date')).toHaveValue(TEMPLATE_DUE_IN_NEW_YORK));

  await user.type(field('Listing'), 'Ocean');
  await user.click(
    await screen.findByRole('button', { name: 'Ocean View Beach House · 3BR with pool, Lisbon' }),
  );
  await waitFor(() => expect(field('Due Date')).toHaveValue(TEMPLATE_DUE_IN_LISBON));

  await user.clear(field('Due Date'));
  await user.type(field('Due Date'), '2026-11-25T09:30');
  await user.click(screen.getByRole('button', { name: 'Remove property' }));
  expect(field('Due Date')).toHaveValue('2026-11-25T09:30');
  await user.click(createButton());

  await waitFor(() => expect(sentDraft()).toMatchObject({ dueDate: '2026-11-25T09:30' }));
});

test("the due date's hint names the zone it is read in: the customer's, then the property's", async () => {
  serveCreation();
  const { user } = openPanel();
  await waitFor(() => expect(field('Due Date')).toHaveAccessibleDescription('In New York time'));

  await user.type(field('Listing'), 'Ocean');
  await user.click(
    await screen.findByRole('button', { name: 'Ocean View Beach House · 3BR with pool, Lisbon' }),
  );
  await waitFor(() => expect(field('Due Date')).toHaveAccessibleDescription('In Lisbon time'));
});

test("a reservation's task is read in its property's zone, as the due date's hint says", async () => {
  window.history.replaceState(
    null,
    '',
    `/tasks/dashboard${createTaskSearch('', { reservationId: 'reservation-1' })}`,
  );
  serveCreation();
  openPanel();
  await waitFor(() => expect(field('Due Date')).toHaveAccessibleDescription('In Lisbon time'));
});

test('clearing the template brings the defaults back', async () => {
  serveCreation();
  const { user } = openPanel();
  await chooseOption(user, 'Task Template', 'Checkout turnover');

  await user.click(screen.getByRole('button', { name: 'Clear template' }));

  expect(field('Title')).toHaveValue('');
  expect(field('Due Date')).toHaveValue('');
  expect(screen.getByRole('combobox', { name: 'Category' })).toHaveTextContent('Cleaning');
  expect(screen.queryByLabelText('Item 1')).not.toBeInTheDocument();
});

test('choosing a parent leaves the due date to the API, a day before the parent is due', async () => {
  serveCreation();
  const { user, sentDraft } = openPanel();
  await user.type(await screen.findByLabelText('Create as Subtask of'), 'LATCH');
  await user.click(await screen.findByRole('button', { name: 'Repair the garden gate' }));

  expect(screen.getByText('Repair the garden gate')).toBeVisible();
  expect(field('Due Date')).toHaveValue('');
  expect(field('Due Date')).toHaveAccessibleDescription(
    "Leave empty for a day before the parent task's due date",
  );
  await user.type(field('Title'), 'Buy a new latch');
  await user.click(createButton());

  await waitFor(() => expect(sentDraft()).toMatchObject({ subtaskOf: 'task-gate' }));
  expect(sentDraft().dueDate).toBeUndefined();
});

test('ten files upload; an eleventh is silently ignored', async () => {
  const { uploads } = serveCreation();
  const { user, sentDraft } = openPanel();
  const photos = await screen.findByLabelText('Add photos');
  await user.upload(
    photos,
    Array.from({ length: 10 }, (_, index) => photo(`room-${index + 1}.jpg`)),
  );
  const list = await screen.findByRole('list', { name: 'Attachments' });
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(10));

  await user.upload(photos, photo('one-too-many.jpg'));

  expect(within(list).getAllByRole('listitem')).toHaveLength(10);
  expect(uploads).toHaveLength(1);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  await user.type(field('Title'), 'Photos of the rooms');
  await user.click(createButton());
  await waitFor(() => expect(sentDraft().attachmentIds).toHaveLength(10));
});

test('a voice transcript is appended to the description', async () => {
  serveCreation('The hinge squeaks');
  const { user } = openPanel();
  await user.type(await screen.findByLabelText('Description'), 'Check the gate.');

  await user.upload(
    screen.getByLabelText('Add files'),
    new File(['ogg'], 'note.ogg', { type: 'audio/ogg' }),
  );

  await waitFor(() =>
    expect(field('Description')).toHaveValue('Check the gate.\n\nThe hinge squeaks'),
  );
});

test('after success the box shows, then the new task opens in place of the panel', async () => {
  serveCreation();
  const { user, platform } = openPanel();
  await user.type(await screen.findByLabelText('Title'), 'Fix the gate');

  await user.click(createButton());

  expect(await screen.findByRole('status')).toHaveTextContent('Task created successfully!');
  expect(createButton()).toBeDisabled();
  await waitFor(
    () => expect(platform.nav.navigate).toHaveBeenCalledWith('/tasks/dashboard?task=task-9'),
    { timeout: 3_000 },
  );
});

test("a refused creation shows the server's message and keeps the draft", async () => {
  serveCreation();
  const { user } = openPanel({ success: false, data: null, error: 'Title is required' });
  await user.type(await screen.findByLabelText('Title'), 'Fix the gate');

  await user.click(createButton());

  expect(await screen.findByRole('alert')).toHaveTextContent('ErrorTitle is required');
  expect(field('Title')).toHaveValue('Fix the gate');
  expect(createButton()).toBeEnabled();
});

test('from a reservation: the property card and the Additional Context', async () => {
  const search = createTaskSearch('', { reservationId: 'reservation-1' });
  window.history.replaceState(null, '', `/tasks/dashboard${search}`);
  serveCreation();
  const { user, sentDraft } = openPanel();

  const property = await screen.findByRole('region', { name: 'Property' });
  expect(property).toHaveTextContent('Ocean View Beach House');
  expect(property).toHaveTextContent('12 Rua do Mar, Lisbon, Lisboa');
  expect(property).toHaveTextContent('6 guests · 3 bedrooms · 4 beds · 2 baths · House');
  expect(property).toHaveTextContent('Casa do Mar Stays');
  expect(
    within(property).getByRole('link', { name: 'Airbnb listing 53000101 (opens in a new tab)' }),
  ).toHaveAttribute('href', 'https://www.airbnb.com/rooms/53000101');
  const context = screen.getByRole('region', { name: 'Additional Context' });
  expect(context).toHaveTextContent('HM4X2');
  expect(context).toHaveTextContent('Maria Santos');
  expect(context).toHaveTextContent('2026-11-24 → 2026-11-28');
  await user.type(field('Title'), 'Extra towels');
  await user.click(createButton());
  await waitFor(() =>
    expect(sentDraft()).toMatchObject({ reservationId: 'reservation-1', listingId: 'listing-1' }),
  );
});

test('a listing that fails to load says why', async () => {
  window.history.replaceState(null, '', '/tasks/dashboard?createTask=true&listing=gone');
  serveCreation();
  openPanel();

  expect(await screen.findByRole('alert')).toHaveTextContent('Error loading property: Not found');
});

test('Escape closes the panel', async () => {
  serveCreation();
  const { user, platform } = openPanel();
  await screen.findByRole('dialog', { name: 'Create Task' });

  await user.keyboard('{Escape}');

  expect(platform.nav.navigate).toHaveBeenCalledWith('/tasks/dashboard');
});

test('opened under a parent: the related task and the parent chosen, its due date left to the API', async () => {
  const search = createTaskSearch('', { parentTaskId: 'task-gate' });
  window.history.replaceState(null, '', `/tasks/dashboard${search}`);
  serveCreation();
  const { user, sentDraft } = openPanel();

  const context = await screen.findByRole('region', { name: 'Additional Context' });
  expect(context).toHaveTextContent('Related task');
  expect(context).toHaveTextContent('Repair the garden gate');
  expect(field('Due Date')).toHaveValue('');
  await user.type(field('Title'), 'Buy a new latch');
  await user.click(createButton());

  await waitFor(() => expect(sentDraft()).toMatchObject({ subtaskOf: 'task-gate' }));
});

test('without a reservation, the listing picker gives the task its property', async () => {
  serveCreation();
  const { user, sentDraft } = openPanel();

  await user.type(await screen.findByLabelText('Listing'), 'zzz');
  expect(await screen.findByText('No listings match your search')).toBeVisible();
  await user.clear(field('Listing'));
  await user.type(field('Listing'), 'Ocean');
  await user.click(
    await screen.findByRole('button', { name: 'Ocean View Beach House · 3BR with pool, Lisbon' }),
  );

  const property = await screen.findByRole('region', { name: 'Property' });
  expect(property).toHaveTextContent('12 Rua do Mar, Lisbon, Lisboa');
  expect(screen.queryByLabelText('Listing')).not.toBeInTheDocument();
  await user.type(field('Title'), 'Fix the shower');
  await user.click(createButton());

  await waitFor(() => expect(sentDraft()).toMatchObject({ listingId: 'listing-1' }));
  expect(sentDraft().reservationId).toBeUndefined();
});

test('a chosen listing can be taken back before creating', async () => {
  window.history.replaceState(null, '', '/tasks/dashboard?createTask=true&listing=listing-1');
  serveCreation();
  const { user, sentDraft } = openPanel();

  expect(await screen.findByRole('region', { name: 'Property' })).toBeVisible();
  await user.click(screen.getByRole('button', { name: 'Remove property' }));
  expect(screen.queryByRole('region', { name: 'Property' })).not.toBeInTheDocument();
  expect(field('Listing')).toBeVisible();
  await user.type(field('Title'), 'Fix the shower');
  await user.click(createButton());

  await waitFor(() => expect(sentDraft()).toMatchObject({ title: 'Fix the shower' }));
  expect(sentDraft().listingId).toBeUndefined();
});

test('opened with a template, the panel shows it filled in and creates nothing until confirmed', async () => {
  const search = createTaskSearch('', {
    reservationId: 'reservation-1',
    templateId: 'automation-turnover',
  });
  window.history.replaceState(null, '', `/tasks/dashboard${search}`);
  jest.setSystemTime(TEMPLATE_NOW);
  serveCreation();
  const { user, platform, sentDraft } = openPanel();

  await waitFor(() => expect(field('Title')).toHaveValue('Turnover for {guest}'));
  expect(screen.getByRole('combobox', { name: 'Task Template' })).toHaveTextContent(
    'Checkout turnover',
  );
  expect(field('Description')).toHaveValue('Reset {listing} for the next stay');
  // In the zone of the stay's property, Lisbon.
  await waitFor(() => expect(field('Due Date')).toHaveValue(TEMPLATE_DUE_IN_LISBON));
  expect(field('Item 1')).toHaveValue('Strip the beds');
  expect(platform.executeCommand).not.toHaveBeenCalled();

  await user.clear(field('Title'));
  await user.type(field('Title'), 'Turnover for Maria');
  await user.click(createButton());

  await waitFor(() =>
    expect(sentDraft()).toMatchObject({
      title: 'Turnover for Maria',
      taskTemplateId: 'automation-turnover',
      reservationId: 'reservation-1',
      listingId: 'listing-1',
      dueDate: TEMPLATE_DUE_IN_LISBON,
      subtasks: [{ title: 'Restock the welcome basket' }],
    }),
  );
  expect(platform.executeCommand).toHaveBeenCalledTimes(1);
});
