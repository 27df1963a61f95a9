import { mongo } from 'mongoose';

type Document = mongo.Document;

export type KeyPattern = Array<[field: string, direction: unknown]>;

export interface DeclaredIndex {
  name: string;
  key: KeyPattern;
  /** One document per key: a query fixing every field of it is a point read. */
  unique?: boolean;
  /** The index holds only the documents matching this (equalities on fields). */
  partialFilter?: Document;
}

/** What an index must serve: equality fields, then the sort in order, then range fields. */
export interface QueryShape {
  equality: Map<string, unknown>;
  sort: Array<[field: string, direction: 1 | -1]>;
  range: Set<string>;
  /** Unanchored regular expressions: no index narrows them, they filter what the rest found. */
  unanchored: Set<string>;
  /** Operators no index serves ($where, $expr, $text...): the query is refused outright. */
  unindexable: string[];
}

const isOperatorObject = (value: unknown): value is Document =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof Date) &&
  !(value instanceof RegExp) &&
  !('_bsontype' in value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((key) => key.startsWith('$'));

const emptyShape = (): QueryShape => ({
  equality: new Map(),
  sort: [],
  range: new Set(),
  unanchored: new Set(),
  unindexable: [],
});

function merge(a: QueryShape, b: QueryShape): QueryShape {
  return {
    equality: new Map([...a.equality, ...b.equality]),
    sort: [],
    range: new Set([...a.range, ...b.range]),
    unanchored: new Set([...a.unanchored, ...b.unanchored]),
    unindexable: [...a.unindexable, ...b.unindexable],
  };
}

/** A regular expression as the driver sends it: a RegExp, or BSON's own type. */
const regexSource = (value: unknown): string | null => {
  if (value instanceof RegExp) return value.source;
  return value instanceof mongo.BSON.BSONRegExp ? value.pattern : null;
};

const isAnchored = (pattern: unknown) => (regexSource(pattern) ?? String(pattern)).startsWith('^');

/** One field's condition, added to every shape. */
function addCondition(shape: QueryShape, field: string, condition: unknown): QueryShape[] {
  if (regexSource(condition) !== null) {
    (isAnchored(condition) ? shape.range : shape.unanchored).add(field);
    return [shape];
  }
  if (!isOperatorObject(condition)) {
    shape.equality.set(field, condition);
    return [shape];
  }
  let shapes = [shape];
  for (const [operator, operand] of Object.entries(condition)) {
    if (operator === '$elemMatch' && isOperatorObject(operand)) {
      // An element of an array of values: { searchKeys: { $elemMatch: { $gte, $lt } } }.
      shapes = shapes.flatMap((each) => addCondition(each, field, operand));
    } else if (operator === '$elemMatch' && typeof operand === 'object' && operand !== null) {
      // The array's fields, as dotted paths: { assignments: { $elemMatch: { userId } } }.
      const prefixed = Object.fromEntries(
        Object.entries(operand as Document).map(([key, value]) => [
          key.startsWith('$') ? key : `${field}.${key}`,
          value,
        ]),
      );
      shapes = shapes.flatMap((each) =>
        shapesOfFilter(prefixed).map((inner) => merge(each, inner)),
      );
    } else if (operator === '$eq') shapes.forEach((each) => each.equality.set(field, operand));
    // One value, or several ids (a point read each).
    else if (
      operator === '$in' &&
      Array.isArray(operand) &&
      (operand.length <= 1 || field === '_id')
    )
      shapes.forEach((each) => each.equality.set(field, operand[0]));
    else if (operator === '$regex')
      shapes.forEach((each) => (isAnchored(operand) ? each.range : each.unanchored).add(field));
    else if (operator === '$options') continue;
    // Ids left out (the items already shown): a filter on what is read, no bound on it.
    else if (operator === '$nin' && field === '_id') continue;
    // $in of several values, $gt/$lt, $ne, $nin, $exists: bounds on the field, not one point.
    else shapes.forEach((each) => each.range.add(field));
  }
  return shapes;
}

/** The shapes a filter needs served: one, or one per branch of each $or. */
export function shapesOfFilter(filter: Document): QueryShape[] {
  let shapes = [emptyShape()];
  for (const [key, value] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(value)) {
      for (const part of value as Document[]) {
        const partShapes = shapesOfFilter(part);
        shapes = shapes.flatMap((shape) => partShapes.map((inner) => merge(shape, inner)));
      }
    } else if (key === '$or' && Array.isArray(value)) {
      const branches = (value as Document[]).flatMap((branch) => shapesOfFilter(branch));
      shapes = shapes.flatMap((shape) => branches.map((branch) => merge(shape, branch)));
    } else if (key.startsWith('$')) {
      shapes.forEach((shape) => shape.unindexable.push(key));
    } else {
      shapes = shapes.flatMap((shape) => addCondition(shape, key, value));
    }
  }
  return shapes;
}

/** The shapes of a filter and a sort: a sort field the filter fixes to one value is no order. */
export function shapesOf(filter: Document, sort: Document): QueryShape[] {
  return shapesOfFilter(filter).map((shape) => ({
    ...shape,
    sort: Object.entries(sort)
      .filter(([field]) => !shape.equality.has(field))
      .map(([field, direction]): [string, 1 | -1] => [field, Number(direction) < 0 ? -1 : 1]),
  }));
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** How a collection's reads may depart from the plain rule, each with its reason. */
export interface CollectionPolicy {
  /**
   * Fields of few values (a status, a priority) that refine a list whose order the index
   * serves: a page fills after a few entries, so they are checked on what the index walks.
   */
  residual?: Record<string, string>;
  /**
   * Equality fields that bound a read to a few documents whatever the customer's size (one
   * person's assignments, one host's listings): an index led by them serves any sort, range
   * or regular expression within.
   */
  smallScopes?: Array<{ fields: readonly string[]; why: string }>;
  /**
   * Fields searched by an unanchored regular expression outside a small scope: a scan of the
   * tenant's documents, accepted for now and named so that it is seen.
   */
  regexScans?: Record<string, string>;
}

/** The index's leading fields that the query fixes to one value. */
function equalityPrefix(index: DeclaredIndex, equality: ReadonlySet<string>): string[] {
  const prefix: string[] = [];
  for (const [field] of index.key) {
    if (!equality.has(field)) break;
    prefix.push(field);
  }
  return prefix;
}

/**
 * Whether the index serves the shape by the ESR rule: its leading fields are the equality
 * fields (in any order), then the sort fields in order (every direction as declared, or every
 * one reversed), then every range field. An equality on _id is a point read; a partial index
 * serves only a query that asks for its filter; the policy's residual fields and small scopes
 * are the declared exceptions.
 */
export function covers(
  index: DeclaredIndex,
  shape: QueryShape,
  policy: CollectionPolicy = {},
): boolean {
  if (shape.unindexable.length > 0) return false;
  if (shape.equality.has('_id')) return index.key[0]?.[0] === '_id';
  const equality = new Set(shape.equality.keys());
  const filtered = new Set<string>();
  if (index.partialFilter) {
    for (const [field, value] of Object.entries(index.partialFilter)) {
      // An operator ({ $exists: true }) is asked for by the same bound on the field.
      const asked = isOperatorValue(value)
        ? shape.range.has(field)
        : shape.equality.has(field) && sameValue(shape.equality.get(field), value);
      if (!asked) return false;
      equality.delete(field);
      filtered.add(field);
    }
  }
  const prefix = equalityPrefix(index, equality);
  if (index.unique && prefix.length === index.key.length) return true;
  // A scope may end in a range (a prefix of search keys): what it bounds is few either way.
  const next = index.key[prefix.length]?.[0];
  const scope = next !== undefined && shape.range.has(next) ? [...prefix, next] : prefix;
  if (policy.smallScopes?.some(({ fields }) => fields.every((field) => scope.includes(field))))
    return true;
  const scanned = new Set(Object.keys(policy.regexScans ?? {}));
  if ([...shape.unanchored].some((field) => !scanned.has(field))) return false;
  const residual = new Set(Object.keys(policy.residual ?? {}));
  if ([...equality].some((field) => !residual.has(field) && !prefix.includes(field))) return false;
  let position = prefix.length;
  if (shape.sort.length > 0) {
    const directions = shape.sort.map(([field, direction], offset) => {
      const indexed = index.key[position + offset];
      return indexed && indexed[0] === field ? direction * Number(indexed[1]) : 0;
    });
    if (!directions.every((sign) => sign === 1) && !directions.every((sign) => sign === -1))
      return false;
    position += shape.sort.length;
  }
  const sorted = new Set(shape.sort.map(([field]) => field));
  const rest = new Set(index.key.slice(position).map(([field]) => field));
  return [...shape.range].every(
    (field) => sorted.has(field) || rest.has(field) || residual.has(field) || filtered.has(field),
  );
}

const isOperatorValue = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).some((key) => key.startsWith('$'));

/** How far the index gets: its leading fields the query uses, for naming the nearest one. */
export function closeness(index: DeclaredIndex, shape: QueryShape): number {
  const wanted = new Set([
    ...shape.equality.keys(),
    ...shape.sort.map(([field]) => field),
    ...shape.range,
  ]);
  const leading = index.key.findIndex(([field]) => !wanted.has(field));
  return (leading === -1 ? index.key.length : leading) - index.key.length / 100;
}

export const describeKey = (key: KeyPattern) =>
  `{ ${key.map(([field, direction]) => `${field}: ${String(direction)}`).join(', ')} }`;

export function describeShape(shape: QueryShape): string {
  const parts = [
    `equality [${[...shape.equality.keys()].join(', ')}]`,
    `sort [${shape.sort.map(([field, direction]) => `${field}: ${direction}`).join(', ')}]`,
    `range [${[...shape.range].join(', ')}]`,
  ];
  if (shape.unanchored.size > 0)
    parts.push(`unanchored regex [${[...shape.unanchored].join(', ')}]`);
  if (shape.unindexable.length > 0) parts.push(`unindexable [${shape.unindexable.join(', ')}]`);
  return parts.join(', ');
}
