import { startMongo, type MongoHandle } from './mongo';
import { DATA_DIR, runningMongo } from './running-mongo';

interface DatabaseFns {
  connectDatabase(uri: string): Promise<unknown>;
  disconnectDatabase(): Promise<void>;
}

/** Runs a CLI task against the database `npm start` uses (MONGODB_URI, or the one under .data/). */
export function withDatabase(task: () => Promise<void>, db: DatabaseFns): void {
  void (async () => {
    // While `npm start` runs, its database is used; otherwise the persisted one is opened.
    const running = runningMongo();
    const mongo: MongoHandle = running
      ? { uri: running, kind: 'external', stop: async () => undefined }
      : await startMongo({ persistDir: DATA_DIR });
    try {
      await db.connectDatabase(mongo.uri);
      await task();
    } finally {
      await db.disconnectDatabase();
      await mongo.stop();
    }
  })().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
