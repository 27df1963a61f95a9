import { z } from 'zod';

/** A field's schema under its optional, nullable and default wrappers. */
function innermost(schema: z.ZodType): z.ZodType {
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return innermost(schema.unwrap() as z.ZodType);
  }
  return schema;
}

// A whole number's schema bounds it by the safe integers, which no form needs to say.
const stated = (value: number | null) =>
  value !== null && Math.abs(value) < Number.MAX_SAFE_INTEGER ? value : undefined;

/** The most characters a text field's schema accepts: a form's input carries it as maxLength. */
export function maxLengthOf(schema: z.ZodType): number | undefined {
  const text = innermost(schema);
  return text instanceof z.ZodString ? stated(text.maxLength) : undefined;
}

/** The range a number field's schema accepts: a form's number input carries it as min and max. */
export function numberRangeOf(schema: z.ZodType): { min?: number; max?: number } {
  const number = innermost(schema);
  if (!(number instanceof z.ZodNumber)) return {};
  return { min: stated(number.minValue), max: stated(number.maxValue) };
}
