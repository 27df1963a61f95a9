import { startMongo, type MongoHandle } from '../src/mongo';

declare global {
  var __STAYDESK_MONGO__: MongoHandle | undefined;
}

/** One MongoDB-protocol server for the whole test run; each test file uses its own database. */
export default async function setup(): Promise<void> {
  const handle = await startMongo({ log: (line) => console.log(line) });
  globalThis.__STAYDESK_MONGO__ = handle;
  process.env.MONGODB_URI = handle.uri;
  process.env.STAYDESK_TEST_MONGO_KIND = handle.kind;
}
