import { runUnderTimeZone } from '../../../../test/time-zones/run-under-tz';

// The offline assistant runs in a process of its own under each TZ: 'tomorrow' and 'friday' are
// the customer's days, or the named listing's.
const datesUnder = (tz: string) => runUnderTimeZone('assistant-dates-run.ts', tz);

test('a server in Tokyo and one in New York read the same days as the customer and the listing', async () => {
  const [tokyo, newYork] = await Promise.all([
    datesUnder('Asia/Tokyo'),
    datesUnder('America/New_York'),
  ]);
  // Now is Thursday 22:30 in New York, the customer's zone, and Friday 03:30 in Lisbon.
  const expected = {
    maineFriday: '2026-11-27T10:00',
    maineTomorrow: '2026-11-27T09:00',
    lisbonTomorrow: '2026-11-28T09:00',
    lisbonFriday: '2026-11-27T10:00',
    // The customer's Thursday, midnight to midnight in New York (EST, UTC-5).
    today: '2026-11-26T05:00:00.000Z to 2026-11-27T04:59:59.999Z',
  };
  expect(tokyo).toEqual(expected);
  expect(newYork).toEqual(expected);
}, 120_000);
