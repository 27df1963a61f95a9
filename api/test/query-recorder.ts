import type { mongo } from 'mongoose';

type Document = mongo.Document;

/** A read the API sent to the database: which collection, what it filtered on and how it sorted. */
export interface RecordedQuery {
  /** What the API was doing: 'GET /api/tasks?sort=priority as admin'. */
  during: string;
  collection: string;
  command: 'find' | 'count' | 'distinct' | 'aggregate' | 'lookup';
  filter: Document;
  sort: Document;
}

const isPlainObject = (value: unknown): value is Document =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The driver sends a find's sort as a Map (its keys' order is the sort's). */
const sortOf = (sort: unknown): Document =>
  sort instanceof Map ? Object.fromEntries(sort) : isPlainObject(sort) ? sort : {};

/**
 * An aggregation's leading $match stages (merged) and the $sort right after them: what an index
 * can serve. A $lookup reads its foreign collection by the foreign field, one lookup per document.
 */
function readsOfPipeline(collection: string, pipeline: Document[]) {
  const matches: Document[] = [];
  let index = 0;
  while (isPlainObject(pipeline[index]?.$match))
    matches.push(pipeline[index++]!.$match as Document);
  const sort = sortOf(pipeline[index]?.$sort);
  const filter = matches.length <= 1 ? (matches[0] ?? {}) : { $and: matches };
  const lookups = pipeline
    .map((stage) => stage.$lookup as Document | undefined)
    .filter((lookup): lookup is Document => isPlainObject(lookup) && 'foreignField' in lookup)
    .map((lookup) => ({
      collection: String(lookup.from),
      command: 'lookup' as const,
      filter: { [String(lookup.foreignField)]: '<each local value>' },
      sort: {},
    }));
  return [{ collection, command: 'aggregate' as const, filter, sort }, ...lookups];
}

function readsOf(event: mongo.CommandStartedEvent): Array<Omit<RecordedQuery, 'during'>> {
  const command = event.command;
  switch (event.commandName) {
    case 'find':
      return [
        {
          collection: String(command.find),
          command: 'find',
          filter: (command.filter as Document | undefined) ?? {},
          sort: sortOf(command.sort),
        },
      ];
    case 'count':
    case 'distinct':
      return [
        {
          collection: String(command[event.commandName]),
          command: event.commandName,
          filter: (command.query as Document | undefined) ?? {},
          sort: {},
        },
      ];
    case 'aggregate':
      return readsOfPipeline(String(command.aggregate), command.pipeline as Document[]);
    default:
      return [];
  }
}

/**
 * Records every find, count, distinct and aggregate the driver sends (command monitoring sees
 * what mongoose and direct collection calls send alike), labelled with what was running.
 * The client must have been connected with `monitorCommands: true`.
 */
export class QueryRecorder {
  readonly queries: RecordedQuery[] = [];
  private current = 'between requests';
  private readonly listener = (event: mongo.CommandStartedEvent) => {
    for (const read of readsOf(event)) this.queries.push({ during: this.current, ...read });
  };

  constructor(private readonly client: mongo.MongoClient) {
    client.on('commandStarted', this.listener);
  }

  /** Runs `work`, labelling the reads sent meanwhile with `label`. */
  async during<T>(label: string, work: () => Promise<T>): Promise<T> {
    this.current = label;
    try {
      return await work();
    } finally {
      this.current = 'between requests';
    }
  }

  stop(): void {
    this.client.off('commandStarted', this.listener);
  }
}
