import mongoose from 'mongoose';
import type { RecordedQuery } from './query-recorder';
import {
  closeness,
  covers,
  describeKey,
  describeShape,
  shapesOf,
  type CollectionPolicy,
  type DeclaredIndex,
} from './index-rule';

const FEW_VALUES = 'a handful of values, each shared by a large part of the list';

/**
 * The declared exceptions to the rule (decision 35), by collection. Anything not named here
 * must be served by an index exactly: equality fields, then the sort, then ranges.
 */
export const POLICIES: Record<string, CollectionPolicy> = {
  tasks: {
    regexScans: {
      title: "searched within the customer's tasks: to move to search keys",
      description: "searched within the customer's tasks: to move to search keys",
    },
    residual: {
      status: FEW_VALUES,
      priority: FEW_VALUES,
      category: FEW_VALUES,
      'assignments.status': 'whether an assignment stands, checked on the assignee scope',
      dueDate: 'a due window on a list the index walks in due order',
      actualDuration: 'a listing-category average over its completed tasks',
      'issues.status': 'which issues are unresolved, on the few tasks issues_by_due holds',
    },
    smallScopes: [
      { fields: ['customerId', 'assignments.userId'], why: "one person's assignments" },
      {
        fields: ['customerId', 'marketplaceEligible'],
        why: "the customer's tasks offered on the marketplace",
      },
      { fields: ['customerId', 'listingId'], why: "one listing's tasks" },
      { fields: ['parentTaskId'], why: "one task's subtasks" },
      { fields: ['bids.providerId'], why: 'the tasks one provider bid on' },
    ],
  },
  providerprofiles: {
    smallScopes: [{ fields: [], why: "the marketplace's providers: a few hundred" }],
  },
  notificationrecipients: {
    residual: {
      priority: FEW_VALUES,
      type: FEW_VALUES,
      notificationId: 'the notifications a search matched, within one inbox',
    },
  },
  notifications: {
    regexScans: {
      title: "searched within the customer's notifications: to move to search keys",
      description: "searched within the customer's notifications: to move to search keys",
    },
  },
  reservations: {
    residual: {
      platform: FEW_VALUES,
      status: FEW_VALUES,
      checkOut: "a stay's end, a few days after the check-in the index is walked by",
      listingId: 'the few listings a search matched by name, on stays walked by check-in',
    },
    smallScopes: [
      { fields: ['customerId', 'listingId'], why: "one listing's stays" },
      { fields: ['customerId', 'searchKeys'], why: 'the stays whose names start with a prefix' },
    ],
  },
  listings: { smallScopes: [{ fields: ['customerId'], why: "one host's listings (hundreds)" }] },
  listinggroups: { smallScopes: [{ fields: ['customerId'], why: "one host's listing groups" }] },
  usergroups: { smallScopes: [{ fields: ['customerId'], why: "one customer's user groups" }] },
  tags: { smallScopes: [{ fields: ['customerId'], why: "one customer's tags (dozens)" }] },
  automations: { smallScopes: [{ fields: ['customerId'], why: "one customer's automations" }] },
  checklisttemplates: {
    smallScopes: [
      { fields: ['customerId'], why: "one customer's checklist templates" },
      { fields: ['isGlobal'], why: 'the templates every customer shares (dozens)' },
    ],
  },
  users: {
    smallScopes: [{ fields: ['memberships.customerId'], why: "one customer's team (dozens)" }],
  },
  teaminvitations: {
    smallScopes: [{ fields: ['customerId'], why: "one customer's open invitations" }],
  },
  dashboarditemstates: {
    smallScopes: [
      { fields: ['userId', 'customerId'], why: 'the inbox items one person has acted on' },
    ],
  },
  verificationcodes: {
    smallScopes: [{ fields: ['userId'], why: "one person's codes, one per channel" }],
  },
  taskevents: { smallScopes: [{ fields: ['taskId'], why: "one task's history" }] },
  outagestates: { smallScopes: [{ fields: [], why: 'one document: the current outage' }] },
  remotereleases: { smallScopes: [{ fields: [], why: 'a few releases of a few remotes' }] },
  jobs: { smallScopes: [{ fields: [], why: 'the scheduled jobs: a few per kind' }] },
  'taskFiles.files': {
    smallScopes: [{ fields: ['metadata.customerId', 'metadata.taskId'], why: "one task's files" }],
  },
};

/**
 * The indexes of every modelled collection, as declared in its schema, plus _id; collections
 * that a library owns (GridFS files, the job queue, the sign-in limiter) bring the indexes the
 * library builds, read from the database.
 */
export function declaredIndexes(
  libraryIndexes: ReadonlyMap<string, DeclaredIndex[]>,
): Map<string, DeclaredIndex[]> {
  const byCollection = new Map(libraryIndexes);
  for (const model of Object.values(mongoose.models)) {
    const indexes: DeclaredIndex[] = [{ name: '_id_', key: [['_id', 1]] }];
    for (const [fields, options] of model.schema.indexes()) {
      const key = Object.entries(fields);
      indexes.push({
        name:
          typeof options.name === 'string'
            ? options.name
            : key.map(([field, direction]) => `${field}_${String(direction)}`).join('_'),
        key,
        ...(options.unique === true && { unique: true }),
        ...(options.partialFilterExpression && {
          partialFilter: options.partialFilterExpression as Record<string, unknown>,
        }),
      });
    }
    byCollection.set(model.collection.collectionName, indexes);
  }
  return byCollection;
}

/** The indexes a library built on a collection it owns. */
export async function libraryIndexesOf(collections: Iterable<string>) {
  const db = mongoose.connection.db;
  if (!db) throw new Error('not connected');
  const modelled = new Set(
    Object.values(mongoose.models).map((model) => model.collection.collectionName),
  );
  const found = new Map<string, DeclaredIndex[]>();
  for (const name of new Set(collections)) {
    if (modelled.has(name)) continue;
    const indexes = await db
      .collection(name)
      .indexes()
      .catch(() => []);
    found.set(name, [
      { name: '_id_', key: [['_id', 1]] },
      ...indexes.map((index) => ({
        name: String(index.name),
        key: Object.entries(index.key),
        ...(index.unique === true && { unique: true }),
      })),
    ]);
  }
  return found;
}

export interface Uncovered {
  query: RecordedQuery;
  shape: string;
  nearest: string;
}

/** The reads no declared index serves, one entry per shape (each $or branch its own). */
export function uncoveredReads(
  queries: readonly RecordedQuery[],
  indexes: ReadonlyMap<string, DeclaredIndex[]>,
): Uncovered[] {
  const uncovered = new Map<string, Uncovered>();
  for (const query of queries) {
    const candidates = indexes.get(query.collection) ?? [];
    const policy = POLICIES[query.collection] ?? {};
    for (const shape of shapesOf(query.filter, query.sort)) {
      if (candidates.some((index) => covers(index, shape, policy))) continue;
      const described = describeShape(shape);
      const nearest = [...candidates].sort((a, b) => closeness(b, shape) - closeness(a, shape))[0];
      uncovered.set(`${query.collection} ${query.command} ${described}`, {
        query,
        shape: described,
        nearest: nearest ? `${nearest.name} ${describeKey(nearest.key)}` : 'none declared',
      });
    }
  }
  return [...uncovered.values()];
}

export const describeUncovered = ({ query, shape, nearest }: Uncovered) =>
  [
    `${query.during}: ${query.command} on ${query.collection}`,
    `  filter ${JSON.stringify(query.filter)} sort ${JSON.stringify(query.sort)}`,
    `  needs ${shape}`,
    `  nearest index ${nearest}`,
  ].join('\n');
