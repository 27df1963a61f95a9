import { localDateTimeIn } from '@staydesk/contracts';

/**
 * An instant as the 'YYYY-MM-DDTHH:mm' of the task's zone, as a datetime-local input holds it:
 * the API reads what the input sends back in that zone.
 */
export function toLocalDateTime(value: string | Date | null, zone: string): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return localDateTimeIn(date, zone);
}
