/**
 * The palette's search mode: when typed text is a search rather than a command, and how
 * commands, listings and reservations rank for it. Free of the UI, so the ranking can be
 * measured alone (it runs on every keystroke) and tested without a browser.
 */

import { SEARCH_RESULTS_PER_GROUP, searchKey } from './search';

export const SEARCH_PREFIX = '/';
export const LISTING_SEARCH_DEBOUNCE_MS = 300;
export const RESERVATION_SEARCH_DEBOUNCE_MS = 200;

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

interface IndexedEntry<Entry extends SearchEntry> {
  entry: Entry;
  keys: readonly string[];
  /** Every key after a space, one string: a query found nowhere in it is rejected at once. */
  text: string;
}

export interface SearchIndex<Entry extends SearchEntry> {
  readonly entries: readonly IndexedEntry<Entry>[];
  /**
   * The last query and what it matched: typing on only narrows, so the next keystroke looks
   * at those matches alone.
   */
  last?: { query: string; matches: readonly IndexedEntry<Entry>[] };
}

/** Normalises every entry once, so a keystroke compares strings and does nothing else. */
export function createSearchIndex<Entry extends SearchEntry>(
  entries: readonly Entry[],
): SearchIndex<Entry> {
  return {
    entries: entries.map((entry) => {
      const keys = entry.texts.map(searchKey);
      return { entry, keys, text: ` ${keys.join(' ')}` };
    }),
  };
}

const Score = { None: 0, Contains: 1, WordStart: 2, Prefix: 3, Exact: 4 } as const;

/** Exact beats prefix beats word start beats anywhere; the first text breaks ties. */
function scoreOf(indexed: IndexedEntry<SearchEntry>, query: string): number {
  if (!indexed.text.includes(query)) return Score.None;
  let best: number = Score.None;
  for (let position = 0; position < indexed.keys.length; position += 1) {
    const key = indexed.keys[position] ?? '';
    const score = key === query ? Score.Exact : key.startsWith(query) ? Score.Prefix : 0;
    if (score > 0) best = Math.max(best, score * 10 + indexed.keys.length - position);
  }
  if (best > Score.None) return best;
  // A word of any key starting with the query ('sea' in 'Sunny sea house'), else inside one.
  return indexed.text.includes(` ${query}`) ? Score.WordStart * 10 : Score.Contains * 10;
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
 * keeping a small sorted window per kind: no sort of every match. A query extending the last
 * one looks only at the last one's matches (kept on the index), so typing on gets cheaper.
 * An empty query matches everything in index order.
 */
export function rankSearch<Entry extends SearchEntry>(
  index: SearchIndex<Entry>,
  text: string,
  limit: number = SEARCH_RESULTS_PER_GROUP,
): RankedResults<Entry> {
  // The server's key: 'Zoë' is found by 'zoe' here as by the indexed prefix search.
  const query = searchKey(text);
  const windows: Record<SearchEntryKind, { score: number; entry: Entry }[]> = {
    command: [],
    listing: [],
    reservation: [],
  };
  const totals: Record<SearchEntryKind, number> = { command: 0, listing: 0, reservation: 0 };
  const narrowing = index.last && query.startsWith(index.last.query);
  const candidates = narrowing && index.last ? index.last.matches : index.entries;
  const matches: IndexedEntry<Entry>[] = [];
  for (const indexed of candidates) {
    const score = query === '' ? 1 : scoreOf(indexed, query);
    if (score === Score.None) continue;
    matches.push(indexed);
    const kind = indexed.entry.kind;
    totals[kind] += 1;
    const window = windows[kind];
    if (window.length === limit && (window.at(-1)?.score ?? 0) >= score) continue;
    const at = window.findIndex((ranked) => ranked.score < score);
    window.splice(at === -1 ? window.length : at, 0, { score, entry: indexed.entry });
    if (window.length > limit) window.pop();
  }
  index.last = { query, matches };
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
