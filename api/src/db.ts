import mongoose from 'mongoose';

/**
 * The driver checks the server every two seconds and gives an operation two seconds to find it,
 * so an outage is noticed (and answered 503) quickly and the return of the database too. Each
 * check costs both sides a little even when idle (decision 17): every second cost twice as much
 * for a return seen one second sooner.
 */
export const DRIVER_OPTIONS = { serverSelectionTimeoutMS: 2_000, heartbeatFrequencyMS: 2_000 };

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
