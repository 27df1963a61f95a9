const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the 'YYYY-MM-DDTHH:mm' of the viewer's clock: a datetime-local value. */
export function toLocalDateTime(value: string | Date | null): string {
  if (!value) return '';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
