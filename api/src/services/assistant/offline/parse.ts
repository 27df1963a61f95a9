import * as chrono from 'chrono-node';
import { TASK_CATEGORIES, type TaskCategory } from '@staydesk/contracts';

/** A local date and time as tasks take it: 'YYYY-MM-DDTHH:mm'. */
export type LocalDateTime = string;

export type Intent =
  | {
      kind: 'createTask';
      /** Null when the words before 'task' name no category the platform knows. */
      category: TaskCategory | null;
      categoryWords: string;
      /** What follows 'for': the listing's name, then perhaps words that are not a date. */
      listingWords: string;
      due: LocalDateTime | null;
    }
  | { kind: 'findReservation'; guest: string }
  | { kind: 'dueToday' }
  | { kind: 'setAccessCode'; confirmationCode: string }
  | { kind: 'unknown' };

const CREATE_TASK =
  /^(?:please\s+)?(?:create|add|make|schedule|new)\s+(?:an?\s+)?(?:(.+?)\s+)?task\s+(?:for|at|in)\s+(.+)$/i;
const FIND_RESERVATION =
  /^(?:please\s+)?(?:find|show|look\s*up|get|where\s+is)\s+(?:me\s+)?(?:the\s+)?reservations?\s+(?:of|for|by)\s+(?:guest\s+)?(.+)$/i;
const DUE_TODAY = /\b(?:due|scheduled)\s+(?:for\s+)?today\b|^(?:my\s+)?tasks?\s+(?:for\s+)?today$/i;
const ACCESS_CODE =
  /^(?:please\s+)?(?:set|create|add|make|generate)\s+(?:an?\s+)?(?:new\s+)?(?:access|door)\s+code\s+(?:for|on)\s+(?:(?:the\s+)?reservation\s+)?(?:confirmation\s+(?:code\s+)?)?([a-z0-9]{4,20})$/i;

/** 'Deep cleaning' and 'deep-cleaning' are the category deep_cleaning; a plain 'clean' is cleaning. */
export function categoryOf(words: string): TaskCategory | null {
  const key = words
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  if (key === '') return 'cleaning';
  const aliases: Record<string, TaskCategory> = {
    clean: 'cleaning',
    deep_clean: 'deep_cleaning',
    repair: 'maintenance',
    inspect: 'inspection',
  };
  return (TASK_CATEGORIES as readonly string[]).includes(key)
    ? (key as TaskCategory)
    : (aliases[key] ?? null);
}

const pad = (value: number) => String(value).padStart(2, '0');

function localDateTime(date: Date): LocalDateTime {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/**
 * The date phrase in the words after the listing's name ('tomorrow at 10', 'on friday at 2pm',
 * 'on 3 December'), read by chrono, always forward from now. A day without a time keeps the
 * time chrono gives a bare day; words that are no date leave the due date unset.
 */
function splitDue(words: string, now: Date): { listingWords: string; due: LocalDateTime | null } {
  const [found] = chrono.parse(words, now, { forwardDate: true });
  if (!found) return { listingWords: words.trim(), due: null };
  const before = words
    .slice(0, found.index)
    .replace(/\s+(?:on|at|by|for)\s*$/i, '')
    .trim();
  return { listingWords: before, due: localDateTime(found.start.date()) };
}

const clean = (sentence: string) =>
  sentence
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[?.!]+$/, '');

/** What a plain-English request asks of the platform, as far as the offline assistant can tell. */
export function parseRequest(sentence: string, now: Date): Intent {
  const text = clean(sentence);
  const task = CREATE_TASK.exec(text);
  if (task) {
    const categoryWords = task[1]?.trim() ?? '';
    return {
      kind: 'createTask',
      category: categoryOf(categoryWords),
      categoryWords,
      ...splitDue(task[2] ?? '', now),
    };
  }
  const reservation = FIND_RESERVATION.exec(text);
  if (reservation?.[1]) return { kind: 'findReservation', guest: reservation[1].trim() };
  if (DUE_TODAY.test(text)) return { kind: 'dueToday' };
  const accessCode = ACCESS_CODE.exec(text);
  if (accessCode?.[1]) {
    return { kind: 'setAccessCode', confirmationCode: accessCode[1].toUpperCase() };
  }
  return { kind: 'unknown' };
}
