/** Midnight, local time, of a 'YYYY-MM-DD' day, moved by whole days. */
export function localDay(day: string, addDays = 0): Date {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date + addDays);
}
