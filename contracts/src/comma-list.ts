import { z } from 'zod';

import { escapeRegExp } from './escape-reg-exp';

/**
 * A query parameter holding a comma-separated list of known values, e.g. 'high,critical'. The
 * pattern says exactly which strings are accepted, so the OpenAPI document says it too.
 */
export const commaList = <Item extends z.ZodEnum<Record<string, string>>>(item: Item) => {
  const one = `(?:${item.options.map((value) => escapeRegExp(String(value))).join('|')})`;
  return z
    .string()
    .regex(
      new RegExp(`^${one}(?:,${one})*$`),
      `expected a comma-separated list of ${item.options.join(', ')}`,
    )
    .transform((value) => value.split(','))
    .pipe(z.array(item));
};
