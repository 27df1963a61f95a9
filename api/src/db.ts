import type { CreateIndexesOptions, Db } from 'mongodb';
import mongoose, { type ConnectOptions, type Connection } from 'mongoose';

/**
 * The driver checks the server every two seconds and gives an operation two seconds to find it,
 * so an outage is noticed (and answered 503) quickly and the return of the database too. Each
 * check costs both sides a little even when idle (decision 17): every second cost twice as much
 * for a return seen one second sooner.
 */
export const DRIVER_OPTIONS = { serverSelectionTimeoutMS: 2_000, heartbeatFrequencyMS: 2_000 };

/** The database used when the URI names none (the driver's own default is 'test'). */
export const DEFAULT_DATABASE = 'staydesk';

/** Collections no model declares, written by libraries: the job queue's and sign-in limiter's. */
const LIBRARY_COLLECTIONS = ['jobs', 'rate_limits'];

/** The database a MongoDB URI names in its path, if it names one. */
export function databaseNamedIn(uri: string): string | null {
  const path = /^mongodb(?:\+srv)?:\/\/[^/?]*\/?([^?]*)/.exec(uri)?.[1];
  return path ? decodeURIComponent(path) : null;
}

/**
 * How the API connects: to the URI's database, else to ours. Mongoose creates no collection
 * and no index by itself: on an empty database its own creations raced ours, and the offline
 * server refuses the second creation of a collection (decision 39).
 */
export const connectionOptions = (uri: string): ConnectOptions => ({
  ...DRIVER_OPTIONS,
  dbName: databaseNamedIn(uri) ?? DEFAULT_DATABASE,
  autoCreate: false,
  autoIndex: false,
});

async function collectionExists(db: Db, name: string): Promise<boolean> {
  return (await db.listCollections({ name }, { nameOnly: true }).toArray()).length > 0;
}

/** Another instance starting on the same database may create the same thing first: that is fine. */
async function createUnlessThere(
  create: () => Promise<unknown>,
  isThere: () => Promise<boolean>,
): Promise<void> {
  try {
    await create();
  } catch (error) {
    if (!(await isThere())) throw error;
  }
}

type AppModel = (typeof mongoose.models)[string];

/** The application's models, declared on the given connection (they are declared on the default one). */
function modelsOn(connection: Connection): AppModel[] {
  return Object.values(mongoose.models)
    .map(({ modelName, schema, collection }) => {
      if (!connection.models[modelName])
        connection.model(modelName, schema, collection.collectionName);
      return connection.models[modelName]!;
    })
    .sort((a, b) => a.collection.collectionName.localeCompare(b.collection.collectionName));
}

async function missingIndexes(model: AppModel) {
  return (await model.diffIndexes({ indexOptionsToCreate: true })).toCreate;
}

/**
 * Creates the collections, then the indexes the models declare, that are missing: one at a
 * time, in name order. It never drops or changes an index or a document, so a start on
 * existing data changes nothing, and an index a model adds is built at the next start.
 */
export async function prepareCollections(connection: Connection): Promise<void> {
  const db = connection.db;
  if (!db) throw new Error('MongoDB connection has no database');
  const models = modelsOn(connection);
  const existing = new Set(
    (await db.listCollections({}, { nameOnly: true }).toArray()).map(({ name }) => name),
  );
  const creations = [
    ...models.map((model) => ({
      name: model.collection.collectionName,
      create: () => model.createCollection(),
    })),
    ...LIBRARY_COLLECTIONS.map((name) => ({ name, create: () => db.createCollection(name) })),
  ].sort((a, b) => a.name.localeCompare(b.name));
  for (const { name, create } of creations) {
    if (existing.has(name)) continue;
    await createUnlessThere(create, () => collectionExists(db, name));
  }
  for (const model of models) {
    const toCreate = await missingIndexes(model);
    if (toCreate.length === 0) continue;
    await createUnlessThere(
      // The indexes to build, as syncIndexes passes them: mongoose's types leave the option out.
      () => model.createIndexes({ toCreate } as CreateIndexesOptions),
      async () => (await missingIndexes(model)).length === 0,
    );
  }
}

/** Connects mongoose to the database and creates what is missing in it, before anything reads it. */
export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, connectionOptions(uri));
  await prepareCollections(mongoose.connection);
  return mongoose;
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
