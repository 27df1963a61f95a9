import {
  accessCodeCreatePayloadSchema,
  PALETTE_COMMANDS,
  type ProposedCommand,
} from '@staydesk/contracts';
import type { Proposal } from '../proposals';
import type { AssistantKit } from '../provider';
import type { ReservationDetail } from '../reads';
import { offlineProvider } from './provider';

const RESERVATION: ReservationDetail = {
  kind: 'reservation',
  id: 'r1',
  guestName: 'Maria Lopez',
  confirmationCode: 'HMX4K2PQ',
  listingId: 'l1',
  listingName: 'Dune House',
  checkIn: '2026-12-01',
  checkOut: '2026-12-05',
  checkInTime: '16:00',
  checkOutTime: '10:00',
  status: 'confirmed',
};

/** A kit over one reservation whose proposer takes every access-code payload its schema takes. */
function kitWith(reservation: ReservationDetail | null): AssistantKit {
  const command = PALETTE_COMMANDS.find((candidate) => candidate.id === 'seam.accessCode.create')!;
  return {
    now: new Date(2026, 10, 23, 9),
    reads: {
      listingsNamed: () => Promise.resolve({ kind: 'none' }),
      searchListings: () => Promise.resolve([]),
      reservationsOfGuest: () => Promise.resolve([]),
      reservationByCode: (code) =>
        Promise.resolve(code === reservation?.confirmationCode ? reservation : null),
      tasksDueBetween: () => Promise.resolve([]),
      timeZoneOf: () => Promise.resolve('UTC'),
    },
    proposer: {
      runnable: () => [command],
      propose(event, payload, summary): Proposal {
        const checked = accessCodeCreatePayloadSchema.safeParse(payload);
        if (!checked.success) return { refused: checked.error.message };
        const proposed: ProposedCommand = {
          label: command.label,
          summary,
          action: { type: 'command', topic: 'seam', event, payload },
        };
        return { proposed };
      },
    },
  };
}

const ask = (question: string, kit: AssistantKit) =>
  offlineProvider.answer({ question, conversation: [] }, kit);

test('an access code for a confirmation code runs from check-in to check-out, code left to chance', async () => {
  const answer = await ask('set an access code for hmx4k2pq', kitWith(RESERVATION));

  expect(answer.answer).toBe(
    'Here is an access code for Maria Lopez (HMX4K2PQ) from 2026-12-01 16:00 to 2026-12-05 10:00. Confirm to create it.',
  );
  expect(answer.data).toEqual([
    expect.objectContaining({ kind: 'reservation', id: 'r1', confirmationCode: 'HMX4K2PQ' }),
  ]);
  expect(answer.proposedCommands[0]?.action).toEqual({
    type: 'command',
    topic: 'seam',
    event: 'seam.accessCode.create',
    payload: {
      name: 'Maria Lopez',
      startsAt: '2026-12-01 16:00',
      endsAt: '2026-12-05 10:00',
      reservationId: 'r1',
      listingId: 'l1',
      metadata: { reservationCode: 'HMX4K2PQ', guestName: 'Maria Lopez' },
    },
  });
});

test('an unknown confirmation code says nothing matched and proposes nothing', async () => {
  const answer = await ask('set an access code for ZZZ999', kitWith(RESERVATION));
  expect(answer).toEqual({
    answer: "No reservation has the confirmation code 'ZZZ999'.",
    understood: true,
    data: [],
    proposedCommands: [],
  });
});
