import { insertMention, mentionCandidates, mentionQueryAt, mentionsIn } from './mentions';
import { teamFixture } from './fixtures';

test("an '@' at the start of a word opens a query up to the caret", () => {
  expect(mentionQueryAt('@ca', 3)).toEqual({ start: 0, query: 'ca' });
  expect(mentionQueryAt('ask @ca', 7)).toEqual({ start: 4, query: 'ca' });
  expect(mentionQueryAt('mail me@ca', 10)).toBeNull();
  expect(mentionQueryAt('@casey now', 10)).toBeNull();
});

test('at most 15 characters may follow the @', () => {
  expect(mentionQueryAt(`@${'a'.repeat(15)}`, 16)?.query).toHaveLength(15);
  expect(mentionQueryAt(`@${'a'.repeat(16)}`, 17)).toBeNull();
});

test('users come before groups; a group is mentioned as group:<id>', () => {
  expect(mentionCandidates(teamFixture, 'c').map((mention) => mention.id)).toEqual([
    'user-casey',
    'user-carla',
    'group:cleaning-crew',
  ]);
  expect(mentionCandidates(teamFixture, 'CREW')).toEqual([
    { id: 'group:cleaning-crew', username: 'Cleaning crew', display: 'Cleaning crew' },
  ]);
});

test('a picked mention replaces the query; only mentions left in the text are sent', () => {
  const casey = mentionCandidates(teamFixture, 'casey')[0]!;
  const inserted = insertMention('Hi @cas!', { start: 3, query: 'cas' }, 7, casey);
  expect(inserted).toEqual({ text: 'Hi @Casey Cleaner !', caret: 18 });

  const carla = mentionCandidates(teamFixture, 'carla')[0]!;
  expect(mentionsIn(inserted.text, [casey, carla, casey])).toEqual([casey]);
});
