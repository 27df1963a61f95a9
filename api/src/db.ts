import mongoose from 'mongoose';

/** Connects mongoose and builds the indexes the models declare (idempotent). */
export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  mongoose.set('strictQuery', true);
  await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  await Promise.all(Object.values(mongoose.models).map((model) => model.createIndexes()));
  return mongoose;
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
