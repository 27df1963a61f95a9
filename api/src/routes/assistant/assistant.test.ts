import { CSRF_HEADER, type AssistantAnswer } from '@staydesk/contracts';
import { Listing } from '../../models/listing';
import { Reservation } from '../../models/reservation';
import { Task } from '../../models/task';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';

const pad = (value: number) => String(value).padStart(2, '0');
const localDay = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
const inDays = (days: number, hours = 12) => {
  const date = new Date();
  date.setDate(date.getDate() + days);
  date.setHours(hours, 0, 0, 0);
  return date;
};

let harborId = '';

const api = withTestApi(async () => {
  const { customerId } = await createCustomerWithUsers('Seaside', [
    'admin',
    'accountant',
    'cleaner',
  ]);
  const other = await createCustomerWithUsers('Rival', ['admin']);
  const [harbor] = await Listing.create([
    { customerId, name: 'Harbor View Loft · 2BR', location: { city: 'Portland' } },
    { customerId, name: 'Dune House', location: { city: 'Ogunquit' } },
    { customerId, name: 'Dune Cottage', location: { city: 'Wells' } },
    { customerId: other.customerId, name: 'Secret Chalet', location: { city: 'Bethel' } },
  ]);
  harborId = harbor!._id.toString();
  const reservation = (
    customer: typeof customerId,
    guestName: string,
    confirmationCode: string,
  ) => ({
    customerId: customer,
    listingId: harbor!._id,
    guestName,
    confirmationCode,
    checkIn: new Date('2026-12-01T00:00:00Z'),
    checkOut: new Date('2026-12-05T00:00:00Z'),
    status: 'confirmed',
    platform: 'airbnb',
  });
  await Reservation.create([
    reservation(customerId, 'Maria Lopez', 'HMX4K2PQ'),
    reservation(other.customerId, 'Maria Rival', 'RIVAL123'),
  ]);
  const task = (customer: typeof customerId, title: string, dueDate: Date) => ({
    customerId: customer,
    title,
    category: 'cleaning',
    priority: 'medium',
    dueDate,
    listingId: harbor!._id,
  });
  await Task.create([
    task(customerId, 'Restock towels', inDays(0, 10)),
    task(customerId, 'Next week clean', inDays(7)),
    task(other.customerId, 'Rival task today', inDays(0, 11)),
  ]);
});

async function askAs(email: string) {
  const { agent, csrf } = await signedInAgent(api.server, email);
  return (body: unknown) =>
    agent
      .post('/api/assistant')
      .set(CSRF_HEADER, csrf)
      .send(body as object);
}

async function ask(question: string, email = 'admin@seaside.test'): Promise<AssistantAnswer> {
  const response = await (await askAs(email))({ question }).expect(200);
  return response.body as AssistantAnswer;
}

describe('POST /api/assistant', () => {
  it('proposes a cleaning task for a listing tomorrow at 10, and creates nothing', async () => {
    const before = await Task.countDocuments();
    const answer = await ask('create a cleaning task for Harbor View Loft tomorrow at 10');

    expect(answer.understood).toBe(true);
    expect(answer.data).toEqual([
      { kind: 'listing', id: harborId, name: 'Harbor View Loft · 2BR', city: 'Portland' },
    ]);
    expect(answer.proposedCommands).toEqual([
      {
        label: 'Create task',
        summary: expect.stringContaining("Cleaning task 'Cleaning at Harbor View Loft'"),
        action: {
          type: 'command',
          topic: 'tasks',
          event: 'task.create',
          payload: {
            title: 'Cleaning at Harbor View Loft',
            category: 'cleaning',
            listingId: harborId,
            dueDate: `${localDay(inDays(1))}T10:00`,
          },
        },
      },
    ]);
    expect(await Task.countDocuments()).toBe(before);
  });

  it('a confirmed proposal is a command POST /api/commands runs as it is', async () => {
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const answer = await ask('add a maintenance task for dune house on friday at 2pm');
    const [proposal] = answer.proposedCommands;
    const response = await agent
      .post('/api/commands')
      .set(CSRF_HEADER, csrf)
      .send({ action: proposal!.action })
      .expect(200);
    expect(response.body.data.task).toMatchObject({
      title: 'Maintenance at Dune House',
      category: 'maintenance',
      listing: { name: 'Dune House' },
    });
  });

  it('finds the reservation of a guest, only among its own customer', async () => {
    const answer = await ask('find the reservation of maria');
    expect(answer.data).toEqual([
      expect.objectContaining({
        kind: 'reservation',
        guestName: 'Maria Lopez',
        confirmationCode: 'HMX4K2PQ',
        listingName: 'Harbor View Loft · 2BR',
        checkIn: '2026-12-01',
      }),
    ]);
    expect(answer.answer).toBe("Found 1 reservation for 'maria'.");
    expect(answer.proposedCommands).toEqual([]);
  });

  it("lists the caller's tasks due today", async () => {
    const answer = await ask('what is due today');
    expect(answer.data).toEqual([
      expect.objectContaining({ kind: 'task', title: 'Restock towels', status: 'todo' }),
    ]);
    expect(answer.answer).toBe('1 task is due today.');
  });

  it('proposes an access code for a confirmation code, which POST /api/commands accepts', async () => {
    const answer = await ask('set an access code for hmx4k2pq');
    expect(answer.data).toEqual([
      expect.objectContaining({ kind: 'reservation', confirmationCode: 'HMX4K2PQ' }),
    ]);
    const [proposal] = answer.proposedCommands;
    expect(proposal?.action).toMatchObject({
      event: 'seam.accessCode.create',
      payload: {
        name: 'Maria Lopez',
        startsAt: '2026-12-01 15:00',
        endsAt: '2026-12-05 11:00',
        listingId: harborId,
      },
    });
    const { agent, csrf } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent
      .post('/api/commands')
      .set(CSRF_HEADER, csrf)
      .send({ action: proposal!.action })
      .expect(200);
    expect(response.body.success).toBe(true);
  });

  it("never finds another customer's listing or reservation", async () => {
    const listing = await ask('create a cleaning task for Secret Chalet tomorrow at 10');
    expect(listing).toMatchObject({
      answer: "No listing matches 'Secret Chalet'.",
      data: [],
      proposedCommands: [],
    });
    const reservation = await ask('set an access code for RIVAL123');
    expect(reservation.answer).toBe("No reservation has the confirmation code 'RIVAL123'.");
    expect(reservation.data).toEqual([]);
  });

  it('asks which listing when several match, and says plainly when it did not understand', async () => {
    const several = await ask('create a cleaning task for Dune tomorrow');
    expect(several.answer).toBe("Several listings match 'Dune'. Which one do you mean?");
    expect(several.data.map((found) => found.kind === 'listing' && found.name).sort()).toEqual([
      'Dune Cottage',
      'Dune House',
    ]);
    expect(several.proposedCommands).toEqual([]);

    const date = await ask('create a cleaning task for Dune House on blursday');
    expect(date).toMatchObject({ understood: false, proposedCommands: [] });
    expect(date.answer).toMatch(/^I did not understand the date 'on blursday'/);

    const gibberish = await ask('flurb the wibble');
    expect(gibberish.understood).toBe(false);
    expect(gibberish.answer).toMatch(
      /^I did not understand 'flurb the wibble'\. You can ask, for example: /,
    );
  });

  it('proposes only what the caller may run: an accountant gets no task command', async () => {
    const answer = await ask(
      'create a cleaning task for Dune House tomorrow at 10',
      'accountant@seaside.test',
    );
    expect(answer.proposedCommands).toEqual([]);
    expect(answer.answer).toBe("You cannot run 'task.create' here.");
  });

  it('refuses field staff, who have no palette', async () => {
    const response = await (
      await askAs('cleaner@seaside.test')
    )({ question: 'what is due today' }).expect(403);
    expect(response.body.error.code).toBe('forbidden');
  });

  it('refuses a blank or oversized question with 400', async () => {
    const send = await askAs('admin@seaside.test');
    for (const body of [{ question: '   ' }, { question: 'x'.repeat(501) }, {}]) {
      const response = await send(body).expect(400);
      expect(response.body.error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/assistant', () => {
  it('offers no voice input without a transcription provider', async () => {
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    const response = await agent.get('/api/assistant').expect(200);
    expect(response.body).toEqual({ voiceInput: false });
  });
});
