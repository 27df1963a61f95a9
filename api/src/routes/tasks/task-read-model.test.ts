import type { Types } from 'mongoose';
import { CSRF_HEADER, taskSchema } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { ProviderRate } from '../../models/provider-rate';
import { Reservation } from '../../models/reservation';
import { Task } from '../../models/task';
import { User } from '../../models/user';
import { UserGroup } from '../../models/user-group';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

let customerId: Types.ObjectId;
let users: Map<string, Types.ObjectId>;
let taskId: string;
let reservationId: string;
let nextStayId: string;

const DUE = new Date('2026-12-10T10:00:00Z');

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', [
    'admin',
    'cleaner',
    'concierge',
    'accountant',
    'partner',
  ]);
  customerId = seaside.customerId;
  users = seaside.users;
  await User.updateOne({ _id: users.get('partner') }, { $set: { companyId: 'sparkle' } });
  await User.updateOne({ _id: users.get('cleaner') }, { $set: { companyId: 'sparkle' } });
  await UserGroup.create({ customerId, name: 'Housekeeping', memberIds: [users.get('cleaner')] });
  const listing = await Listing.create({
    customerId,
    name: 'Harbor View Loft',
    location: { address: '1 Ocean St', city: 'Portland', state: 'ME' },
    details: { guests: 4, bedrooms: 2, beds: 2, baths: 1, propertyType: 'Apartment' },
    wifi: { network: 'Harbor', password: 'secret-wifi' },
    serviceProviderAccess: { htmlContent: '<p>Lockbox 4100</p>' },
    businessDetails: { companyName: 'Harbor Stays LLC', contactEmail: 'stays@harbor.test' },
    platformData: [
      { platform: 'airbnb', externalId: '4100', url: 'https://www.airbnb.com/rooms/4100' },
      { platform: 'vrbo', externalId: '77' },
    ],
  });
  const stay = (code: string, checkIn: string, checkOut: string) => ({
    customerId,
    listingId: listing._id,
    confirmationCode: code,
    guestName: `Guest ${code}`,
    checkIn: new Date(checkIn),
    checkOut: new Date(checkOut),
    status: 'confirmed',
    platform: 'airbnb',
    guests: { total: 3 },
  });
  const [source, , next] = await Reservation.insertMany([
    stay('SRC1', '2026-12-05T00:00:00Z', '2026-12-10T00:00:00Z'),
    stay('LATER', '2026-12-20T00:00:00Z', '2026-12-22T00:00:00Z'),
    stay('NEXT', '2026-12-10T00:00:00Z', '2026-12-12T00:00:00Z'),
  ]);
  reservationId = source!._id.toString();
  nextStayId = next!._id.toString();
  const done = (actualDuration: number, category = 'cleaning') => ({
    customerId,
    title: 'Done before',
    category,
    priority: 'low',
    status: 'completed',
    listingId: listing._id,
    actualDuration,
  });
  await Task.insertMany([done(40), done(80), done(500, 'maintenance')]);
  const task = await Task.create({
    customerId,
    title: 'Turnover clean',
    category: 'cleaning',
    priority: 'high',
    dueDate: DUE,
    estimatedDuration: 90,
    listingId: listing._id,
    reservationId: source!._id,
    assignments: [{ userId: users.get('cleaner'), status: 'accepted' }],
  });
  taskId = task._id.toString();
  await ProviderRate.create({
    customerId,
    userId: users.get('cleaner'),
    type: 'hourly',
    amount: 40,
  });
});

async function read(email: string, id = taskId) {
  const { agent } = await signedInAgent(api.server, email);
  const response = await agent.get(`/api/tasks?taskId=${id}`).expect(200);
  return taskSchema.parse(response.body.task);
}

describe('GET /api/tasks?taskId=: the whole read model', () => {
  it('brings the reservations, billing, history, assignee names and the business behind the property along', async () => {
    const task = await read('admin@seaside.test');
    expect(task.sourceReservation).toMatchObject({ id: reservationId, confirmationCode: 'SRC1' });
    expect(task.nextReservation).toEqual({
      id: nextStayId,
      confirmationCode: 'NEXT',
      checkIn: '2026-12-10',
      checkOut: '2026-12-12',
      checkInTime: '15:00',
      guestDetails: { number_of_guests: 3 },
    });
    expect(task.historicalAnalytics).toEqual({ averageDuration: 60, completedCount: 2 });
    expect(task.serviceProviderRate).toEqual({ type: 'hourly', amount: 40, currency: 'USD' });
    expect(task.billing).toMatchObject({
      estimatedDuration: 90,
      totalAmount: 60,
      status: 'pending',
    });
    expect(task.assignedTo).toMatchObject({ name: 'Seaside cleaner' });
    expect(task.property).toMatchObject({
      name: 'Harbor View Loft',
      location: { address: '1 Ocean St', city: 'Portland', state: 'ME' },
      details: { bedrooms: 2, propertyType: 'Apartment' },
      businessDetails: {
        companyName: 'Harbor Stays LLC',
        registrationNumber: null,
        taxId: null,
        contactEmail: 'stays@harbor.test',
        contactPhone: null,
      },
      platformData: [
        { platform: 'airbnb', externalId: '4100', url: 'https://www.airbnb.com/rooms/4100' },
      ],
    });
  });

  it('shows access notes and wifi only to those who may change the task', async () => {
    const access = {
      wifi: { network: 'Harbor', password: 'secret-wifi' },
      instructions: '<p>Lockbox 4100</p>',
    };
    expect((await read('cleaner@seaside.test')).property?.access).toEqual(access);
    expect((await read('concierge@seaside.test')).property?.access).toEqual(access);
    expect((await read('accountant@seaside.test')).property?.access).toBeNull();
  });

  it('lists the timeline newest first and the parent of a subtask', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const created = await agent
      .post(`/api/tasks?taskId=${taskId}`)
      .set(CSRF_HEADER, csrf)
      .send({ title: 'Refill soap' })
      .expect(201);
    expect(created.body.task.parent).toEqual({ id: taskId, title: 'Turnover clean' });
    await agent
      .patch(`/api/tasks?taskId=${taskId}`)
      .set(CSRF_HEADER, csrf)
      .send({ version: 0, priority: 'urgent' })
      .expect(200);
    const task = await read('admin@seaside.test');
    expect(task.timeline.map((event) => event.type)).toEqual(['updated', 'subtask_created']);
  });
});

describe('GET /api/dashboard/history', () => {
  it("lists the tasks the caller opened, newest first, only while they are in the caller's scope", async () => {
    const { agent } = await signedInAgent(api.server, 'cleaner@seaside.test');
    await agent.get(`/api/tasks?taskId=${taskId}`).expect(200);
    const { items } = (await agent.get('/api/dashboard/history').expect(200)).body;
    expect(items).toEqual([
      {
        id: taskId,
        kind: 'task',
        title: 'Turnover clean',
        status: 'todo',
        lastInteraction: expect.any(String),
      },
    ]);
    await Task.updateOne({ _id: taskId }, { $set: { 'assignments.0.userId': users.get('admin') } });
    expect((await agent.get('/api/dashboard/history').expect(200)).body.items).toEqual([]);
    await Task.updateOne(
      { _id: taskId },
      { $set: { 'assignments.0.userId': users.get('cleaner') } },
    );
  });
});

describe('GET /api/user/users', () => {
  it('gives managers every user and group, a partner only its company', async () => {
    const admin = await signedInAgent(api.server, 'admin@seaside.test');
    const team = (
      await admin.agent.get(`/api/user/users?customerId=${customerId.toString()}`).expect(200)
    ).body;
    expect(team.users).toHaveLength(5);
    expect(team.groups).toEqual([{ id: expect.any(String), name: 'Housekeeping', memberCount: 1 }]);
    const partner = await signedInAgent(api.server, 'partner@seaside.test');
    const company = (await partner.agent.get('/api/user/users').expect(200)).body;
    expect(company.users.map((user: { name: string }) => user.name).sort()).toEqual([
      'Seaside cleaner',
      'Seaside partner',
    ]);
    expect(company.groups).toEqual([]);
    await partner.agent.get('/api/user/users?customerId=64b7f0c2a1b2c3d4e5f60718').expect(403);
  });
});
