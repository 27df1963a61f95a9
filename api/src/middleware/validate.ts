import type { z } from 'zod';
import { HttpError } from '../errors';

function explain(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** Parses a request part with a contracts schema; bad input answers 400 and changes nothing. */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.infer<Schema> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(400, 'validation_failed', explain(result.error));
  return result.data;
}
