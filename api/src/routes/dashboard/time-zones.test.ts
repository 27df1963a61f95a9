import { dashboardItemsSchema } from '@staydesk/contracts';
import { Customer } from '../../models/customer';
import { Listing } from '../../models/listing';
import { Reservation } from '../../models/reservation';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const HOUR_MS = 3_600_000;
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

// A customer in New York with a listing in Lisbon, one in no zone of its own, and a task at none.
const api = withTestApi(async () => {
  const { customerId } = await createCustomerWithUsers('Seaside', ['admin']);
  await Customer.updateOne({ _id: customerId }, { timeZone: 'America/New_York' });
  const lisbon = await Listing.create({
    customerId,
    name: 'Alfama Rooftop Flat',
    timeZone: 'Europe/Lisbon',
  });
  const maine = await Listing.create({ customerId, name: 'Harbor View Loft' });
  const task = (title: string, listingId: unknown) =>
    Task.create({
      customerId,
      listingId,
      title,
      category: 'cleaning',
      priority: 'medium',
      status: 'todo',
      dueDate: inHours(-2),
    });
  await task('Turn over the flat', lisbon._id);
  await task('Turn over the loft', maine._id);
  await task('Order towels', null);
  await Reservation.create({
    customerId,
    listingId: lisbon._id,
    confirmationCode: 'HMREQ1',
    guestName: 'Jordan Lee',
    checkIn: inHours(24 * 10),
    checkOut: inHours(24 * 13),
    status: 'inquiry',
    platform: 'airbnb',
  });
});

test("every inbox item carries the zone its times are read in: its listing's, else the customer's", async () => {
  const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
  const response = await agent.get('/api/dashboard/items').expect(200);
  const { items } = dashboardItemsSchema.parse(response.body);
  expect(Object.fromEntries(items.map((item) => [item.title, item.timeZone]))).toEqual({
    'Turn over the flat': 'Europe/Lisbon',
    'Turn over the loft': 'America/New_York',
    'Order towels': 'America/New_York',
    'Inquiry from Jordan Lee': 'Europe/Lisbon',
  });
});
