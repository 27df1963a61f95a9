/**
 * The palette's search mode: when typed text is a search rather than a command, and how
 * commands, listings and reservations rank for it. Pure functions, so the ranking can be
 * measured alone (it runs on every keystroke) and tested without a browser.
 */

export const SEARCH_PREFIX = '/';
/** Results shown per group before 'Show N more'. */
export const SEARCH_RESULTS_PER_GROUP = 3;
export const LISTING_SEARCH_DEBOUNCE_MS = 300;
export const RESERVATION_SEARCH_DEBOUNCE_MS = 200;
export const LISTING_SEARCH_LIMIT = 10;
export const RESERVATION_SEARCH_LIMIT = 10;
export const SEARCH_FAILED_MESSAGE = 'Search failed';

/** A confirmation code: 6 or more uppercase letters or digits in a row. */
const CONFIRMATION_CODE = /[A-Z0-9]{6,}/;
const MIN_FREE_SEARCH_LENGTH = 2;

export interface SearchIntent {
  searching: boolean;
  /** The text to send to the searches: without the '/' that asked for them, trimmed. */
  query: string;
}

/**
 * '/' always searches; so does a confirmation code, and 2 or more characters no command
 * matches. Anything else stays a command filter ('>' picks by shortcut, never a search).
 */
export function searchIntent(text: string, commandMatches: number): SearchIntent {
  if (text.startsWith(SEARCH_PREFIX)) return { searching: true, query: text.slice(1).trim() };
  const query = text.trim();
  if (query.startsWith('>')) return { searching: false, query };
  if (CONFIRMATION_CODE.test(query)) return { searching: true, query };
  return { searching: query.length >= MIN_FREE_SEARCH_LENGTH && commandMatches === 0, query };
}

export type SearchEntryKind = 'command' | 'listing' | 'reservation';

export interface SearchEntry {
  kind: SearchEntryKind;
  id: string;
  /** The texts it is found by: a name, a city, a guest, a confirmation code. First counts most. */
  texts: readonly string[];
}

/** Lower case without accents: 'Zoë' is found by 'zoe'. */
export const normaliseSearchText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

interface IndexedEntry<Entry extends SearchEntry> {
  entry: Entry;
  keys: readonly string[];
  /** Every word of every key, for word-start matches ('beach' in 'Sunny beach house'). */
  words: readonly string[];
}

export interface SearchIndex<Entry extends SearchEntry> {
  readonly entries: readonly IndexedEntry<Entry>[];
}

/** Normalises every entry once, so a keystroke compares strings and does nothing else. */
export function createSearchIndex<Entry extends SearchEntry>(
  entries: readonly Entry[],
): SearchIndex<Entry> {
  return {
    entries: entries.map((entry) => {
      const keys = entry.texts.map(normaliseSearchText);
      return { entry, keys, words: keys.flatMap((key) => key.split(/[^\p{L}\p{N}]+/u)) };
    }),
  };
}

const Score = { None: 0, Contains: 1, WordStart: 2, Prefix: 3, Exact: 4 } as const;

/** Exact beats prefix beats word start beats anywhere; the first text breaks ties. */
function scoreOf(indexed: IndexedEntry<SearchEntry>, query: string): number {
  let best: number = Score.None;
  indexed.keys.forEach((key, position) => {
    const weight = indexed.keys.length - position;
    let score: number = Score.None;
    if (key === query) score = Score.Exact;
    else if (key.startsWith(query)) score = Score.Prefix;
    else if (key.includes(query)) score = Score.Contains;
    if (score > Score.None) best = Math.max(best, score * 10 + weight);
  });
  if (best < Score.Prefix * 10 && indexed.words.some((word) => word.startsWith(query))) {
    best = Math.max(best, Score.WordStart * 10);
  }
  return best;
}

export interface RankedGroup<Entry extends SearchEntry> {
  /** How many entries of the group match in all. */
  total: number;
  /** The best of them, at most the limit, best first. */
  top: Entry[];
}

export type RankedResults<Entry extends SearchEntry> = Record<SearchEntryKind, RankedGroup<Entry>>;

/**
 * The matches of each kind, counted, and the best `limit` of each. One pass over the index
 * keeping a small sorted window per kind: no sort of every match, so 10,000 entries take a
 * few milliseconds. An empty query matches everything in index order.
 */
export function rankSearch<Entry extends SearchEntry>(
  index: SearchIndex<Entry>,
  text: string,
  limit: number = SEARCH_RESULTS_PER_GROUP,
): RankedResults<Entry> {
  const query = normaliseSearchText(text);
  const windows: Record<SearchEntryKind, { score: number; entry: Entry }[]> = {
    command: [],
    listing: [],
    reservation: [],
  };
  const totals: Record<SearchEntryKind, number> = { command: 0, listing: 0, reservation: 0 };
  for (const indexed of index.entries) {
    const score = query === '' ? 1 : scoreOf(indexed, query);
    if (score === Score.None) continue;
    const kind = indexed.entry.kind;
    totals[kind] += 1;
    const window = windows[kind];
    if (window.length === limit && (window.at(-1)?.score ?? 0) >= score) continue;
    const at = window.findIndex((ranked) => ranked.score < score);
    window.splice(at === -1 ? window.length : at, 0, { score, entry: indexed.entry });
    if (window.length > limit) window.pop();
  }
  const group = (kind: SearchEntryKind): RankedGroup<Entry> => ({
    total: totals[kind],
    top: windows[kind].map((ranked) => ranked.entry),
  });
  return {
    command: group('command'),
    listing: group('listing'),
    reservation: group('reservation'),
  };
}
