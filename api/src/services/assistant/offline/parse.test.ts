import { parseRequest } from './parse';

// Monday 23 November 2026, 09:00 local time, read in the runtime's own zone.
const NOW = new Date(2026, 10, 23, 9, 0);
const parse = (sentence: string) =>
  parseRequest(sentence, NOW, Intl.DateTimeFormat().resolvedOptions().timeZone);

describe('the offline assistant reads', () => {
  it.each([
    ['create a cleaning task for Harbor View Loft tomorrow at 10', 'cleaning', '2026-11-24T10:00'],
    ['Add a maintenance task for Dune House on Friday at 2pm', 'maintenance', '2026-11-27T14:00'],
    [
      'schedule a deep cleaning task for Dune House today at 16:30.',
      'deep_cleaning',
      '2026-11-23T16:30',
    ],
    [
      'create an inspection task for Dune House on 3 December at 9',
      'inspection',
      '2026-12-03T09:00',
    ],
    ['create a laundry task for Dune House on 2026-12-24 at 11:15', 'laundry', '2026-12-24T11:15'],
  ])('%s', (sentence, category, due) => {
    const intent = parse(sentence);
    expect(intent).toMatchObject({ kind: 'createTask', category, due });
    if (intent.kind === 'createTask')
      expect(['Harbor View Loft', 'Dune House']).toContain(intent.listingWords);
  });

  it('a task with no date: the listing words stay whole and the due date unset', () => {
    expect(parse('create a task for Dune House')).toEqual({
      kind: 'createTask',
      category: 'cleaning',
      categoryWords: '',
      listingWords: 'Dune House',
      due: null,
    });
  });

  it('an unknown date is left in the listing words for the listing match to point out', () => {
    expect(parse('create a cleaning task for Dune House on blursday')).toMatchObject({
      kind: 'createTask',
      listingWords: 'Dune House on blursday',
      due: null,
    });
  });

  it('an unknown category is named, not guessed', () => {
    expect(parse('create a painting task for Dune House tomorrow')).toMatchObject({
      kind: 'createTask',
      category: null,
      categoryWords: 'painting',
    });
  });

  it.each([
    ['find the reservation of Maria Lopez', 'Maria Lopez'],
    ['Show me the reservations for guest Ann Lee?', 'Ann Lee'],
  ])('%s', (sentence, guest) => {
    expect(parse(sentence)).toEqual({ kind: 'findReservation', guest });
  });

  it.each([
    'what is due today',
    "What's due today?",
    'which tasks are due today',
    'my tasks today',
  ])('%s', (sentence) => {
    expect(parse(sentence)).toEqual({ kind: 'dueToday' });
  });

  it.each([
    ['set an access code for HMX4K2PQ', 'HMX4K2PQ'],
    ['create a door code for reservation hmx4k2pq', 'HMX4K2PQ'],
  ])('%s', (sentence, confirmationCode) => {
    expect(parse(sentence)).toEqual({ kind: 'setAccessCode', confirmationCode });
  });

  it.each(['asdf qwer zxcv', 'what is the weather', 'create a task', 'set an access code', ''])(
    'does not pretend to understand %p',
    (sentence) => {
      expect(parse(sentence)).toEqual({ kind: 'unknown' });
    },
  );
});
