import mongoose from 'mongoose';

/**
 * The driver checks the server every second and gives an operation two seconds to find it, so
 * an outage is noticed (and answered 503) quickly and the return of the database too.
 */
export const DRIVER_OPTIONS = { serverSelectionTimeoutMS: 2_000, heartbeatFrequencyMS: 1_000 };

/** Connects mongoose and builds the indexes the models declare (idempotent). */
export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, DRIVER_OPTIONS);
  await Promise.all(Object.values(mongoose.models).map((model) => model.createIndexes()));
  return mongoose;
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
