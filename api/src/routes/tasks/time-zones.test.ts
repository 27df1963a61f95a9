import { runUnderTimeZone } from '../../../test/time-zones/run-under-tz';

// The API runs in a process of its own under each TZ: a local due date names the same instant
// whatever the server's zone.
const localTimesUnder = (tz: string) => runUnderTimeZone('local-times-run.ts', tz);

test('a server in New York and one in Tokyo store the same instants for the same local times', async () => {
  const [newYork, tokyo] = await Promise.all([
    localTimesUnder('America/New_York'),
    localTimesUnder('Asia/Tokyo'),
  ]);
  const expected = {
    // 10:00 in Lisbon in December (WET, UTC+0); the task says which zone it is in.
    lisbon: { due: '2030-12-10T10:00:00.000Z', zone: 'Europe/Lisbon' },
    // Without a listing: the customer's zone, New York (EST, UTC-5).
    withoutListing: { due: '2030-12-10T15:00:00.000Z', zone: 'America/New_York' },
    moved: {
      // Lisbon goes on summer time (UTC+1) at 1:00 on 31 March 2030: 9:00 is on it, 0:30 not.
      due: '2030-03-31T08:00:00.000Z',
      start: '2030-03-31T00:30:00.000Z',
      // Derived by the API: 48 hours before the due date.
      approvalDeadline: '2030-03-29T08:00:00.000Z',
    },
    // Derived by the API: the day before the parent at the same Lisbon time, 9:00 WET.
    subtaskDue: '2030-03-30T09:00:00.000Z',
    // 01:30 happens twice in New York on 3 November 2030: the first, still on EDT (UTC-4).
    repeatedHour: '2030-11-03T05:30:00.000Z',
  };
  expect(newYork).toEqual(expected);
  expect(tokyo).toEqual(expected);
}, 120_000);
