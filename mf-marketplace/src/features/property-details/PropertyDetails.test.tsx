import type { Task } from '@staydesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import {
  fakePlatform,
  renderSurface,
  stubFetch,
  type StubReply,
} from '@staydesk/design-system/testing';
import { sampleAssignment } from '@staydesk/design-system/fixtures';
import { taskApi } from '../marketplace-panel/api';
import { assignedTask, offeredTask, sampleListing } from './fixtures';
import { PropertyDetails, PROPERTY_TEXTS } from './PropertyDetails';

function renderView(task: Task, listingReply: StubReply = { body: { listing: sampleListing() } }) {
  const fetchMock = stubFetch((request) =>
    new URL(request.url).pathname === '/api/listings/full' ? listingReply : { body: { bids: [] } },
  );
  renderSurface(<PropertyDetails task={task} platform={fakePlatform('cleaner')} />, taskApi);
  return fetchMock;
}

test('an assigned provider sees the overview, address with a maps link, analytics and how to get in', async () => {
  const fetchMock = renderView(assignedTask);

  const overview = await screen.findByRole('region', { name: 'Overview' });
  expect(overview).toHaveTextContent('Guests6Bedrooms3Baths2Beds4');
  expect(screen.getByRole('region', { name: 'Address' })).toHaveTextContent(
    '12 Rua do Mar, 2nd floorLisbon, Lisboa, 1100-001',
  );
  expect(screen.getByRole('link', { name: 'Open in Maps' })).toHaveAttribute(
    'href',
    expect.stringContaining('12%20Rua%20do%20Mar%2C%202nd%20floor%2C%20Lisbon'),
  );
  expect(screen.getByRole('region', { name: 'Analytics' })).toHaveTextContent('95 min');
  const access = screen.getByRole('region', { name: 'Access instructions' });
  expect(access).toHaveTextContent('sea-breeze-42');
  expect(await screen.findByText(/Lockbox by the/)).toBeVisible();
  expect(screen.queryByRole('button', { name: PROPERTY_TEXTS.submitBid })).not.toBeInTheDocument();
  expect((fetchMock.mock.calls[0]?.[0] as Request).url).toContain(
    '/api/listings/full?listingId=listing-1',
  );
});

test('a provider the task is not assigned to sees no access instructions, and may bid on an offered task', async () => {
  renderView(offeredTask);

  expect(await screen.findByRole('button', { name: PROPERTY_TEXTS.submitBid })).toBeVisible();
  const access = screen.getByRole('region', { name: 'Access instructions' });
  expect(access).toHaveTextContent(PROPERTY_TEXTS.accessLater);
  expect(access).not.toHaveTextContent('sea-breeze-42');
});

test.each<[string, Task]>([
  ['not on the marketplace', { ...offeredTask, marketplace_eligible: false }],
  [
    'assigned to someone else',
    { ...offeredTask, assignments: [sampleAssignment({ user_id: 'user-9' })] },
  ],
  ['assigned to the viewer', assignedTask],
])('no bid button when the task is %s', async (_case, task) => {
  renderView(task);

  await screen.findByRole('region', { name: 'Overview' });
  expect(screen.queryByRole('button', { name: PROPERTY_TEXTS.submitBid })).not.toBeInTheDocument();
});

/** The task due on the 23rd, with the next guests arriving on the given day. */
const dueWithNextCheckIn = (
  checkIn: string,
  checkInTime: string | null,
  guests: number | null,
) => ({
  ...assignedTask,
  due_date: '2026-11-23T10:00:00',
  nextReservation: {
    id: 'r-1',
    confirmationCode: 'HM1',
    checkIn,
    checkOut: '2026-11-25',
    checkInTime,
    guestDetails: { number_of_guests: guests },
  },
});

test('the same-day check-in notice shows the check-in time, 3:00 PM when none, and 1 guest by default', async () => {
  renderView(dueWithNextCheckIn('2026-11-23', null, null));

  expect(await screen.findByRole('note')).toHaveTextContent(
    'Guests arrive at 3:00 PM on the day this task is due: 1 guest.',
  );
});

test("the same-day notice names the reservation's check-in time and guests", async () => {
  renderView(dueWithNextCheckIn('2026-11-23', '16:30', 3));

  expect(await screen.findByRole('note')).toHaveTextContent(
    'Guests arrive at 4:30 PM on the day this task is due: 3 guests.',
  );
});

test('no same-day notice when the next guests arrive on another day', async () => {
  renderView(dueWithNextCheckIn('2026-11-24', '16:00', 3));

  await screen.findByRole('region', { name: 'Overview' });
  expect(screen.queryByRole('note')).not.toBeInTheDocument();
});

test('the provider instructions are sanitised: a script never reaches the page', async () => {
  const hostile =
    '<p>Gate code 2231</p><script>window.hacked = true</script><img src=x onerror="alert(1)">';
  renderView({
    ...assignedTask,
    property: { ...assignedTask.property!, access: { wifi: null, instructions: hostile } },
  });

  const text = await screen.findByText('Gate code 2231');
  const region = screen.getByRole('region', { name: 'Access instructions' });
  expect(text).toBeVisible();
  expect(region.querySelector('script')).toBeNull();
  expect(region.querySelector('[onerror]')).toBeNull();
});

test('a listing that fails to load says so with the reason', async () => {
  renderView(assignedTask, {
    status: 500,
    body: { error: { code: 'internal', message: 'The database is not answering' } },
  });

  expect(await screen.findByText(PROPERTY_TEXTS.loadFailed)).toBeVisible();
  expect(screen.getByText('The database is not answering')).toBeVisible();
});

test('a task without a listing says the listing information is not available', async () => {
  const fetchMock = renderView({
    ...assignedTask,
    listing: null,
    property: null,
    metadata: { ...assignedTask.metadata, listingId: null },
  });

  expect(await screen.findByText(PROPERTY_TEXTS.noListing)).toBeVisible();
  expect(fetchMock).not.toHaveBeenCalled();
});

test('the photos move on a swipe of 50 px, not less, and with the arrow keys', async () => {
  renderView(assignedTask);
  const carousel = await screen.findByRole('region', { name: 'Property photos' });
  const photo = () => screen.getByRole('img').getAttribute('alt');
  const swipe = (from: number, to: number) => {
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries clientX to React.
    fireEvent(carousel, new MouseEvent('pointerdown', { bubbles: true, clientX: from }));
    fireEvent(carousel, new MouseEvent('pointerup', { bubbles: true, clientX: to }));
  };
  expect(photo()).toMatch(/photo 1 of 3$/);

  swipe(200, 151);
  expect(photo()).toMatch(/photo 1 of 3$/);
  swipe(200, 150);
  expect(photo()).toMatch(/photo 2 of 3$/);
  swipe(100, 160);
  expect(photo()).toMatch(/photo 1 of 3$/);
  fireEvent.keyDown(carousel, { key: 'ArrowLeft' });
  await waitFor(() => expect(photo()).toMatch(/photo 3 of 3$/));
});
