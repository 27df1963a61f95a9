import type { z } from 'zod';

/**
 * Validation messages people can act on (decision 38): each names its field and the rule it broke,
 * 'version: Required', 'title: at most 200 characters'. The API names a field by its path in the
 * schema; a form names it by the label the person sees. A schema's own message (a product text
 * such as 'Access code must be at least 6 digits') is kept as it is written.
 */

type Issue = z.core.$ZodIssue;
type RawIssue = z.core.$ZodRawIssue;

const FORMATS: Readonly<Record<string, string>> = {
  email: 'an email address',
  url: 'a web address',
  uuid: 'an identifier (UUID)',
  datetime: 'a date and time (ISO 8601)',
  date: 'a date (YYYY-MM-DD)',
  time: 'a time (HH:MM)',
  base64: 'base64 text',
  base64url: 'base64url text',
};

const TYPES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  date: 'a date',
  null: 'null',
};

const UNITS: Readonly<Record<string, [one: string, many: string]>> = {
  string: ['character', 'characters'],
  array: ['item', 'items'],
  set: ['item', 'items'],
  file: ['byte', 'bytes'],
};

const listed = (values: readonly unknown[]) => values.map(String).join(', ');

function amount(origin: string, count: number | bigint): string {
  const unit = UNITS[origin];
  if (!unit) return String(count);
  return `${count} ${Number(count) === 1 ? unit[0] : unit[1]}`;
}

function sizeRule(issue: RawIssue & { code: 'too_big' | 'too_small' }): string {
  const big = issue.code === 'too_big';
  const limit = big ? issue.maximum : issue.minimum;
  if (issue.exact) return `exactly ${amount(issue.origin, limit)}`;
  if (issue.origin === 'string' && !big && Number(limit) === 1) return 'must not be empty';
  if (issue.origin === 'date') {
    const when = new Date(Number(limit)).toISOString();
    return big ? `on or before ${when}` : `on or after ${when}`;
  }
  if (!issue.inclusive && !UNITS[issue.origin]) {
    return `${big ? 'less' : 'more'} than ${String(limit)}`;
  }
  return `${big ? 'at most' : 'at least'} ${amount(issue.origin, limit)}`;
}

/** The rule an issue broke, in the words a person reads. */
function ruleOf(issue: RawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Required';
      return `must be ${TYPES[issue.expected] ?? issue.expected}`;
    case 'too_big':
    case 'too_small':
      return sizeRule(issue);
    case 'invalid_format':
      if (issue.format === 'regex') return 'is not in the expected format';
      return `must be ${FORMATS[issue.format] ?? issue.format}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `must be ${String(issue.values[0])}`
        : `must be one of ${listed(issue.values)}`;
    case 'invalid_union':
      if (issue.discriminator && 'options' in issue && Array.isArray(issue.options)) {
        return `must be one of ${listed(issue.options)}`;
      }
      return 'does not match any accepted form';
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return 'unknown field';
    case 'invalid_key':
      return 'has a key that is not accepted';
    case 'invalid_element':
      return 'has an entry that is not accepted';
    default:
      return 'is not valid';
  }
}

/** A branch that failed on its discriminator or its unknown fields was not the one meant. */
const offBranch = (issue: Issue) =>
  issue.code === 'unrecognized_keys' ||
  (issue.code === 'invalid_union' && issue.discriminator !== undefined);

/** The branch of a union the input came closest to: fewest signs it was another, then fewest issues. */
function closestBranch(branches: readonly Issue[][]): Issue[] {
  const weight = (issues: readonly Issue[]) =>
    issues.filter(offBranch).length * 1000 + issues.length;
  return branches.reduce((best, branch) => (weight(branch) < weight(best) ? branch : best));
}

/** One issue per field: a union is replaced by its closest branch, unknown keys by each key. */
function flatten(issues: readonly Issue[], base: readonly PropertyKey[] = []): Issue[] {
  return issues.flatMap((issue): Issue[] => {
    const path = [...base, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      return flatten(closestBranch(issue.errors), path);
    }
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({ ...issue, path: [...path, key] }));
    }
    return [{ ...issue, path }];
  });
}

/** Labels by dotted path ('' names the value itself); an unlabelled field goes by its path. */
export type FieldLabels = Readonly<Record<string, string>>;

export type CheckedInput<Output> =
  { success: true; data: Output } | { success: false; message: string };

/**
 * Parses a value with a contracts schema; a failure reads '<field>: <rule>' for each field, joined
 * by '; '. With labels (a form) a schema's own message stands alone, as the person should read it.
 */
export function checkInput<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  labels?: FieldLabels,
): CheckedInput<z.output<Schema>> {
  const rules = new Set<string>();
  const result = schema.safeParse(value, {
    error: (issue) => {
      const rule = ruleOf(issue);
      rules.add(rule);
      return rule;
    },
  });
  if (result.success) return { success: true, data: result.data };
  const lines = flatten(result.error.issues).map((issue) => {
    const path = issue.path.map(String).join('.');
    const ownMessage = !rules.has(issue.message);
    if (labels && ownMessage) return issue.message;
    const field = labels?.[path] ?? path;
    return field ? `${field}: ${issue.message}` : issue.message;
  });
  return { success: false, message: [...new Set(lines)].join('; ') };
}

/** The message of a value a form checks alone: 'Tag name: at most 20 characters'. */
export function checkField<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
  label: string,
): CheckedInput<z.output<Schema>> {
  return checkInput(schema, value, { '': label });
}
