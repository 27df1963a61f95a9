const pad = (value: number) => String(value).padStart(2, '0');

/** A local date and time without a zone: 'YYYY-MM-DD' + separator + 'HH:mm'. */
export function localDateTime(date: Date, separator: 'T' | ' ' = 'T'): string {
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return `${day}${separator}${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Midnight, local time, of a 'YYYY-MM-DD' day, moved by whole days. */
export function localDay(day: string, addDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + addDays);
}
