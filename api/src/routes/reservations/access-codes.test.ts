import { accessCodeListResponseSchema } from '@staydesk/contracts';
import { AccessCode } from '../../models/access-code';
import { useAccessCodeProvider } from '../../services/access-codes/provider';
import { createCustomerWithUsers, signedInAgent, withTestApi } from '../../../test/harness';
import { commandSender, createListing, createReservation, resultEvents } from './test-setup';

let listingId: string;
let reservationId: string;
let foreign: { listingId: string; reservationId: string };

const api = withTestApi(async () => {
  const seaside = await createCustomerWithUsers('Seaside', ['admin', 'accountant', 'cleaner']);
  const mountain = await createCustomerWithUsers('Mountain', ['admin']);
  const listing = await createListing(seaside.customerId, 'Harbor View Loft');
  const reservation = await createReservation(seaside.customerId, listing._id, {
    confirmationCode: 'HMAC1',
  });
  listingId = listing.id;
  reservationId = reservation.id;
  const cabin = await createListing(mountain.customerId, 'Pine Cabin');
  const theirs = await createReservation(mountain.customerId, cabin._id, {
    confirmationCode: 'MTAC1',
  });
  foreign = { listingId: cabin.id, reservationId: theirs.id };
});

const draft = (fields: Record<string, unknown> = {}) => ({
  name: 'Jordan Lee',
  code: '',
  startsAt: '2026-12-04 15:00',
  endsAt: '2026-12-07 11:00',
  reservationId,
  listingId,
  metadata: { reservationCode: 'HMAC1', guestName: 'Jordan Lee' },
  ...fields,
});

const codesOf = async (id: string) => {
  const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
  const response = await agent.get(`/api/reservations/access?reservationId=${id}`).expect(200);
  return accessCodeListResponseSchema.parse(response.body).accessCodes;
};

describe('access code commands', () => {
  it('creates a code, generating six digits when blank, and lists it for the reservation', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const blank = await send('seam.accessCode.create', draft()).expect(200);
    expect(blank.body.data.accessCode).toMatchObject({
      name: 'Jordan Lee',
      code: expect.stringMatching(/^\d{6}$/),
      startsAt: '2026-12-04 15:00',
      endsAt: '2026-12-07 11:00',
      status: 'set',
    });
    await send('seam.accessCode.create', draft({ name: 'Cleaner', code: '12345678' })).expect(200);
    const codes = await codesOf(reservationId);
    expect(codes.map((code) => [code.name, code.status])).toEqual([
      ['Jordan Lee', 'set'],
      ['Cleaner', 'set'],
    ]);
    expect(codes[1]?.code).toBe('12345678');
    expect((await resultEvents('seam.accessCode.create')).at(-1)).toEqual({
      action: 'seam.accessCode.create',
      success: true,
      error: null,
    });
  });

  it.each([
    [{ code: '12345' }, 'Access code must be at least 6 digits'],
    [{ code: '123456789' }, 'Access code must be at most 8 digits'],
    [{ listingId: undefined }, 'Missing required listing or reservation information'],
    [{ name: ' ' }, 'Required field'],
    [{ startsAt: '2026-12-04T15:00' }, 'Use a local time YYYY-MM-DD HH:mm'],
  ])('refuses %j with its message and stores nothing', async (fields, message) => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const before = await AccessCode.countDocuments();
    const response = await send('seam.accessCode.create', draft(fields)).expect(422);
    expect(response.body.error.message).toBe(message);
    expect(await AccessCode.countDocuments()).toBe(before);
  });

  it('updates and deletes a code, each answered once the lock has', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const created = await send('seam.accessCode.create', draft({ name: 'Late guest' }));
    const accessCodeId = created.body.data.accessCode.id as string;
    await send(
      'seam.accessCode.update',
      draft({ accessCodeId, name: 'Late guest', code: '24682468', endsAt: '2026-12-07 13:00' }),
    ).expect(200);
    const updated = (await codesOf(reservationId)).find((code) => code.id === accessCodeId);
    expect(updated).toMatchObject({ code: '24682468', endsAt: '2026-12-07 13:00' });

    const missing = await send('seam.accessCode.delete', { accessCodeId }).expect(422);
    expect(missing.body.error.message).toBe(
      'Missing required information to delete the access code',
    );
    await send('seam.accessCode.delete', { accessCodeId, reservationId, listingId }).expect(200);
    expect(await AccessCode.exists({ _id: accessCodeId })).toBeNull();
    expect((await resultEvents('seam.accessCode.delete')).at(-1)).toMatchObject({ success: true });
  });

  it('answers a lock that fails with the catalogue message and keeps no code', async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const previous = useAccessCodeProvider({
      program: () => Promise.reject(new Error('lock offline')),
      remove: () => Promise.reject(new Error('lock offline')),
    });
    try {
      const before = await AccessCode.countDocuments();
      const response = await send('seam.accessCode.create', draft({ name: 'Offline' }));
      expect(response.status).toBe(422);
      expect(response.body.error.message).toBe('Failed to create/update access code');
      expect(await AccessCode.countDocuments()).toBe(before);
      expect((await resultEvents('seam.accessCode.create')).at(-1)).toEqual({
        action: 'seam.accessCode.create',
        success: false,
        error: 'Failed to create/update access code',
      });
    } finally {
      useAccessCodeProvider(previous);
    }
  });

  it("keeps to the caller's customer and the roles that manage codes", async () => {
    const send = await commandSender(api.server, 'admin@seaside.test');
    const before = await AccessCode.countDocuments();
    await send('seam.accessCode.create', draft(foreign)).expect(404);
    expect(await AccessCode.countDocuments()).toBe(before);
    const { agent } = await signedInAgent(api.server, 'admin@seaside.test');
    await agent.get(`/api/reservations/access?reservationId=${foreign.reservationId}`).expect(404);

    const accountant = await commandSender(api.server, 'accountant@seaside.test');
    await accountant('seam.accessCode.create', draft()).expect(403);
    const cleaner = await signedInAgent(api.server, 'cleaner@seaside.test');
    await cleaner.agent.get(`/api/reservations/access?reservationId=${reservationId}`).expect(403);
  });
});
