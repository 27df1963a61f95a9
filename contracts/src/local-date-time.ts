import { z } from 'zod';

// A module of its own: what validates a date-time (a task's update) does not build the task
// draft's schema too.

/** A date and time that exists: the 31st of a 30-day month or 24:00 is refused, not stored. */
export const localDateTimeSchema = z
  .string()
  .regex(
    /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/,
    'Use a local date-time YYYY-MM-DDTHH:mm',
  )
  .refine((value) => {
    const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [
      number,
      number,
      number,
    ];
    return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
  }, 'That day does not exist in that month');
