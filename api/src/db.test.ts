import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MongoClient, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { startJavaFallback, type MongoHandle } from '@staydesk/tools/mongo';
import {
  connectDatabase,
  connectionOptions,
  databaseNamedIn,
  DEFAULT_DATABASE,
  disconnectDatabase,
  DRIVER_OPTIONS,
  prepareCollections,
} from './db';
// Declares every model the API has, as the API's start does.
import './app';

const WRITE_COMMANDS = [
  'create',
  'createIndexes',
  'drop',
  'dropIndexes',
  'insert',
  'update',
  'delete',
];

/** The run's server with a database of this name in the URI's path. */
function uriOf(server: string, database: string): string {
  const [base = '', options] = server.split('?');
  const hosts = /^(mongodb(?:\+srv)?:\/\/[^/]+)/.exec(base)?.[1];
  if (!hosts) throw new Error(`Not a MongoDB URI: ${server}`);
  return `${hosts}/${database}${options ? `?${options}` : ''}`;
}

const runUri = () => {
  const uri = process.env.MONGODB_URI;
  if (!uri) throw new Error('MONGODB_URI is not set: run the tests through jest (global setup)');
  return uri;
};

/** Everything a start could change: collections, their indexes and their documents. */
async function contentsOf(db: Db) {
  const names = (await db.listCollections({}, { nameOnly: true }).toArray())
    .map(({ name }) => name)
    .sort();
  return Promise.all(
    names.map(async (name) => ({
      name,
      indexes: (await db.collection(name).listIndexes().toArray()).sort((a, b) =>
        String(a.name).localeCompare(String(b.name)),
      ),
      documents: await db.collection(name).find().sort({ _id: 1 }).toArray(),
    })),
  );
}

/** A collection per model and library, each with every index its model declares. */
async function expectPrepared(uri: string): Promise<void> {
  const connection = await mongoose.createConnection(uri, connectionOptions(uri)).asPromise();
  try {
    const names = (await connection.db!.listCollections({}, { nameOnly: true }).toArray()).map(
      ({ name }) => name,
    );
    expect(names).toEqual(expect.arrayContaining(collectionNames()));
    const missing = await Promise.all(
      Object.values(mongoose.models).map(async ({ modelName, schema, collection }) => {
        const model = connection.model(modelName, schema, collection.collectionName);
        return { modelName, indexes: (await model.diffIndexes()).toCreate };
      }),
    );
    expect(missing.filter(({ indexes }) => indexes.length > 0)).toEqual([]);
  } finally {
    await connection.close();
  }
}

const collectionNames = () => [
  ...Object.values(mongoose.models).map(({ collection }) => collection.collectionName),
  'jobs',
  'rate_limits',
];

/**
 * What the starts under test collide with: a start as the API made it before (mongoose creating
 * each collection on connect while every model's indexes were created at once), and four
 * clients creating each collection at the same time, explicitly and by an index. The offline
 * server refuses some second creations with an error of its own, not 'already exists'.
 */
async function collide(uri: string): Promise<void> {
  const clients = await Promise.all([0, 1, 2, 3].map(() => MongoClient.connect(uri)));
  const before = await mongoose
    .createConnection(uri, { ...DRIVER_OPTIONS, autoCreate: true, autoIndex: true })
    .asPromise();
  const asBefore = Promise.allSettled(
    Object.values(mongoose.models).map(({ modelName, schema, collection }) =>
      before.model(modelName, schema, collection.collectionName).createIndexes(),
    ),
  );
  try {
    for (const name of collectionNames()) {
      await Promise.allSettled(
        clients.flatMap((client) => [
          client.db().createCollection(name),
          client.db().collection(name).createIndex({ _id: 1 }),
        ]),
      );
    }
    await asBefore;
  } finally {
    await Promise.all([before.close(), ...clients.map((client) => client.close())]);
  }
}

describe('the database the API uses', () => {
  it("is the URI's own, else staydesk rather than the driver's test", () => {
    expect(databaseNamedIn('mongodb://127.0.0.1:27017/')).toBeNull();
    expect(databaseNamedIn('mongodb://127.0.0.1:27017')).toBeNull();
    expect(databaseNamedIn('mongodb://127.0.0.1:27017/?replicaSet=testset')).toBeNull();
    expect(databaseNamedIn('mongodb://a:1,b:2/hotel?replicaSet=rs')).toBe('hotel');
    expect(databaseNamedIn('mongodb+srv://user:p%40ss@cluster.example.net/prod')).toBe('prod');
    expect(connectionOptions('mongodb://127.0.0.1:27017/').dbName).toBe(DEFAULT_DATABASE);
    expect(connectionOptions('mongodb://127.0.0.1:27017/mine').dbName).toBe('mine');
  });

  it('is named staydesk when the server is given without a database', async () => {
    const uri = uriOf(runUri(), '');
    // Connected only: other files of the run may use the run's server without a database too.
    const connection = await mongoose.createConnection(uri, connectionOptions(uri)).asPromise();
    try {
      expect(connection.db?.databaseName).toBe('staydesk');
    } finally {
      await connection.close();
    }
  });
});

describe('a first start on an empty database', () => {
  let offline: MongoHandle | null = null;
  let dataDir = '';
  /** The offline server with its file backend, as `npm start` runs it, where this run has one. */
  const server = () => offline?.uri ?? runUri();

  beforeAll(async () => {
    if (process.env.STAYDESK_TEST_MONGO_KIND !== 'mongo-java-server') return;
    dataDir = mkdtempSync(path.join(tmpdir(), 'staydesk-first-start-'));
    offline = await startJavaFallback({ dataFile: path.join(dataDir, 'data.mv') });
  }, 60_000);
  afterAll(async () => {
    await offline?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('never fails, ten times over, with three starts colliding with other creations of the same collections at once', async () => {
    for (let round = 0; round < 10; round++) {
      const uri = uriOf(server(), `first_start_${round}_${randomUUID().slice(0, 6)}`);
      const others = [0, 1].map(() => mongoose.createConnection(uri, connectionOptions(uri)));
      const [starts] = await Promise.all([
        Promise.allSettled([
          connectDatabase(uri),
          ...others.map(async (connection) => prepareCollections(await connection.asPromise())),
        ]),
        collide(uri),
      ]);
      try {
        expect({ round, failures: starts.filter(({ status }) => status === 'rejected') }).toEqual({
          round,
          failures: [],
        });
        await expectPrepared(uri);
      } finally {
        await mongoose.connection.dropDatabase().catch(() => undefined);
        await disconnectDatabase();
        await Promise.all(others.map((connection) => connection.close()));
      }
    }
  }, 180_000);
});

describe('a start on existing data', () => {
  const uri = () => uriOf(runUri(), `second_start_${randomUUID().slice(0, 8)}`);

  it('changes no collection, index or document, and sends no write', async () => {
    const database = uri();
    await connectDatabase(database);
    const db = mongoose.connection.db!;
    try {
      await db.collection('customers').insertOne({ name: 'Seaside Stays' });
      await db.collection('tasks').insertOne({ title: 'Turn over the loft', status: 'todo' });
      // An index no model declares (added by hand in production) is left alone too.
      await db.collection('tasks').createIndex({ legacyRef: 1 }, { name: 'legacy_ref' });
      const before = await contentsOf(db);

      const again = mongoose.createConnection(database, {
        ...connectionOptions(database),
        monitorCommands: true,
      });
      const sent: string[] = [];
      again.getClient().on('commandStarted', ({ commandName }) => sent.push(commandName));
      await again.asPromise();
      await prepareCollections(again);
      await again.close();

      expect(sent.filter((command) => WRITE_COMMANDS.includes(command))).toEqual([]);
      expect(await contentsOf(db)).toEqual(before);
    } finally {
      await mongoose.connection.dropDatabase();
      await disconnectDatabase();
    }
  });

  it('builds an index a model declares that the database lacks', async () => {
    const database = uri();
    await connectDatabase(database);
    try {
      const tasks = mongoose.connection.db!.collection('tasks');
      const declared = (await tasks.listIndexes().toArray()).find(({ name }) => name !== '_id_');
      expect(declared).toBeDefined();
      await tasks.dropIndex(String(declared!.name));
      await prepareCollections(mongoose.connection);
      expect((await tasks.listIndexes().toArray()).map(({ name }) => name)).toContain(
        declared!.name,
      );
    } finally {
      await mongoose.connection.dropDatabase();
      await disconnectDatabase();
    }
  });
});
