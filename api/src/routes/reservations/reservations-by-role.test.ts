import { RESERVATION_READERS, ROLES, type Role } from '@staydesk/contracts';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import { createListing, createReservation, dayFromToday } from './test-setup';

let reservationId: string;
let taskId: string;

/** Every role in one customer; the cleaner's task is the turnover of a stay. */
const api = withTestApi(async () => {
  const { customerId, users } = await createCustomerWithUsers('Jetty', [...ROLES]);
  const listing = await createListing(customerId, 'Jetty Loft');
  const stay = await createReservation(customerId, listing._id, {
    confirmationCode: 'HMJETTY1',
    guestName: 'Robin Guest',
    guestContact: 'robin@guest.example',
  });
  reservationId = stay._id.toString();
  const task = await Task.create({
    customerId,
    title: 'Turnover clean',
    category: 'turnover',
    priority: 'high',
    listingId: listing._id,
    reservationId: stay._id,
    dueDate: new Date(`${dayFromToday(5)}T11:00:00Z`),
    assignments: [{ userId: users.get('cleaner'), status: 'accepted' }],
  });
  taskId = task._id.toString();
});

const as = async (role: Role) => (await signedInAgent(api.server, `${role}@jetty.test`)).agent;

describe('a reservation, role by role', () => {
  it.each(ROLES.map((role) => [role]))(
    '%s reads GET /api/reservations/:id only if the role reads reservations',
    async (role) => {
      const response = await (await as(role)).get(`/api/reservations/${reservationId}`);
      if (RESERVATION_READERS.includes(role)) {
        expect(response.status).toBe(200);
        expect(response.body.reservation.guestContact).toBe('robin@guest.example');
      } else {
        expect(response.status).toBe(403);
        expect(response.body.error).toEqual({
          code: 'forbidden',
          message: `Your role (${role}) cannot see reservations`,
        });
        expect(JSON.stringify(response.body)).not.toContain('Robin');
      }
    },
  );

  it('the assigned cleaner still reads the stay the task is for, in the task, without the guest’s contact', async () => {
    const response = await (await as('cleaner')).get(`/api/tasks?taskId=${taskId}`).expect(200);
    expect(response.body.task.sourceReservation).toMatchObject({
      id: reservationId,
      confirmationCode: 'HMJETTY1',
      guestName: 'Robin Guest',
      listingName: 'Jetty Loft',
      checkIn: dayFromToday(2),
      checkOut: dayFromToday(5),
    });
    expect(JSON.stringify(response.body)).not.toContain('robin@guest.example');
  });

  it('a partner finds the stay in search, without how to reach the guest', async () => {
    const partner = await (await as('partner')).get('/api/search/reservations?q=robin').expect(200);
    expect(partner.body.results).toHaveLength(1);
    expect(partner.body.results[0]).toMatchObject({
      confirmationCode: 'HMJETTY1',
      guestContact: null,
    });
    const admin = await (await as('admin')).get('/api/search/reservations?q=robin').expect(200);
    expect(admin.body.results[0].guestContact).toBe('robin@guest.example');
  });
});
