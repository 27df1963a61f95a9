import type { z } from 'zod';
import { checkInput } from '@staydesk/contracts';
import { HttpError } from '../errors';

/**
 * Parses a request part with a contracts schema; bad input answers 400 naming each field by its
 * path and the rule it broke ('version: Required'), and changes nothing.
 */
export function parseWith<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): z.infer<Schema> {
  const result = checkInput(schema, value);
  if (!result.success) throw new HttpError(400, 'validation_failed', result.message);
  return result.data;
}
