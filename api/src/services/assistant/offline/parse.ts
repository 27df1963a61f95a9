import * as chrono from 'chrono-node';
import { localDateTimeIn, TASK_CATEGORIES, type TaskCategory } from '@staydesk/contracts';

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
 * Now as the runtime's own local time showing a zone's wall clock. chrono reads 'tomorrow' and
 * 'friday' in the runtime's calendar (its `timezone` reference still moved weekdays by the
 * runtime's zone, measured under TZ=Pacific/Kiritimati), so it is handed the zone's calendar.
 */
function wallClockOf(now: Date, zone: string): Date {
  const [date = '', time = ''] = localDateTimeIn(now, zone).split('T');
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(year, month - 1, day, hours, minutes, now.getSeconds());
}

/**
 * The date phrase in the words after the listing's name ('tomorrow at 10', 'on friday at 2pm',
 * 'on 3 December'), read by chrono in the task's zone, always forward from now. A day without a
 * time keeps the time chrono gives a bare day; words that are no date leave the due date unset.
 */
function splitDue(
  words: string,
  now: Date,
  zone: string,
): { listingWords: string; due: LocalDateTime | null } {
  const [found] = chrono.parse(words, wallClockOf(now, zone), { forwardDate: true });
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

/**
 * What a plain-English request asks of the platform, as far as the offline assistant can tell;
 * a date is read in `zone`, where the task it names will be.
 */
export function parseRequest(sentence: string, now: Date, zone: string): Intent {
  const text = clean(sentence);
  const task = CREATE_TASK.exec(text);
  if (task) {
    const categoryWords = task[1]?.trim() ?? '';
    return {
      kind: 'createTask',
      category: categoryOf(categoryWords),
      categoryWords,
      ...splitDue(task[2] ?? '', now, zone),
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
