import { createSearchIndex, rankSearch, searchIntent, type SearchEntry } from './palette-search';

describe('searchIntent', () => {
  it("searches after '/', whatever follows, without the slash", () => {
    expect(searchIntent('/', 5)).toEqual({ searching: true, query: '' });
    expect(searchIntent('/ create ', 5)).toEqual({ searching: true, query: 'create' });
  });

  it('searches a run of 6 or more uppercase letters or digits even when commands match', () => {
    expect(searchIntent('HMABC123', 2)).toEqual({ searching: true, query: 'HMABC123' });
    expect(searchIntent('code 123456', 1).searching).toBe(true);
  });

  it('does not take 5 uppercase characters, or lower case ones, for a code', () => {
    expect(searchIntent('HMABC', 1).searching).toBe(false);
    expect(searchIntent('hmabc123', 1).searching).toBe(false);
  });

  it('searches 2 or more characters that match no command', () => {
    expect(searchIntent('jo', 0)).toEqual({ searching: true, query: 'jo' });
    expect(searchIntent(' j ', 0).searching).toBe(false);
    expect(searchIntent('jo', 1).searching).toBe(false);
  });

  it("never searches a '>' shortcut", () => {
    expect(searchIntent('>zz', 0).searching).toBe(false);
    expect(searchIntent('>ABCDEF1', 0).searching).toBe(false);
  });
});

const entry = (kind: SearchEntry['kind'], id: string, ...texts: string[]): SearchEntry => ({
  kind,
  id,
  texts,
});

describe('rankSearch', () => {
  const index = createSearchIndex([
    entry('listing', 'sea-view', 'Sea view loft', 'Lisbon'),
    entry('listing', 'beach', 'Sunny sea house', 'Algarve'),
    entry('listing', 'sea', 'Sea', 'Porto'),
    entry('listing', 'mountain', 'Mountain cabin', 'Aspen'),
    entry('listing', 'usea', 'Chelsea flat', 'London'),
    entry('reservation', 'r1', 'Zoë Seaborn', 'HMSEA123', 'Sea view loft'),
    entry('command', 'task.create', 'Create task', 'Create a task for a listing'),
  ]);
  const ids = (group: { top: SearchEntry[] }) => group.top.map((found) => found.id);

  it('ranks an exact name, then prefixes, then word starts, then matches inside', () => {
    const results = rankSearch(index, 'sea', 10);

    expect(ids(results.listing)).toEqual(['sea', 'sea-view', 'beach', 'usea']);
    expect(results.listing.total).toBe(4);
  });

  it('keeps the best per group and counts every match for the badge', () => {
    const results = rankSearch(index, 'sea', 3);

    expect(ids(results.listing)).toEqual(['sea', 'sea-view', 'beach']);
    expect(results.listing.total).toBe(4);
    expect(ids(results.reservation)).toEqual(['r1']);
    expect(results.command.total).toBe(0);
  });

  it('finds a reservation by its confirmation code and its guest without accents', () => {
    expect(ids(rankSearch(index, 'hmsea123').reservation)).toEqual(['r1']);
    expect(ids(rankSearch(index, 'zoe').reservation)).toEqual(['r1']);
  });

  it('narrows as the text grows and widens again when it shrinks', () => {
    expect(rankSearch(index, 'se', 10).listing.total).toBe(4);
    expect(ids(rankSearch(index, 'sea v', 10).listing)).toEqual(['sea-view']);
    expect(rankSearch(index, 's', 10).listing.total).toBe(5);
    expect(ids(rankSearch(index, 'm', 10).listing)).toEqual(['mountain']);
  });

  it('finds nothing for text no entry holds', () => {
    const results = rankSearch(index, 'qqq');
    expect([results.command.total, results.listing.total, results.reservation.total]).toEqual([
      0, 0, 0,
    ]);
  });

  it('counts every match of 10,000 entries while keeping only the best few', () => {
    const many = createSearchIndex(
      Array.from({ length: 10_000 }, (_, n) =>
        n % 2
          ? entry('listing', `l${n}`, `Listing ${n} by the sea`, 'Lisbon')
          : entry('reservation', `r${n}`, `Guest ${n}`, `HM${n}XYZ`, `Listing ${n}`),
      ),
    );
    // Timing is measured in Chromium by the bench; here, what a keystroke answers.
    const results = rankSearch(many, 'listing 99');
    expect(results.listing.total).toBe(56);
    expect(ids(results.listing)).toEqual(['l99', 'l991', 'l993']);
  });
});
