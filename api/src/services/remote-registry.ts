import { remoteEntrySchema, type RemoteEntry, type RemoteName } from '@staydesk/contracts';
import { RemoteRelease } from '../models/remote-release';

/** The active release of every remote: what the shell registers with the federation runtime. */
export async function activeRemotes(): Promise<RemoteEntry[]> {
  const releases = await RemoteRelease.find({ active: true }).sort({ name: 1 }).lean();
  return releases.map((release) => ({
    name: release.name as RemoteName,
    version: release.version,
    manifestUrl: release.manifestUrl,
  }));
}

/** Publishes a version: it becomes the active release, the previous ones stay for rollback. */
export async function publishRemote(entry: RemoteEntry): Promise<RemoteEntry> {
  const release = remoteEntrySchema.parse(entry);
  await RemoteRelease.updateMany({ name: release.name }, { $set: { active: false } });
  await RemoteRelease.create({ ...release, active: true, publishedAt: new Date() });
  return release;
}

/** Re-activates the release published before the active one. */
export async function rollbackRemote(name: RemoteName): Promise<RemoteEntry> {
  const releases = await RemoteRelease.find({ name }).sort({ publishedAt: -1 }).lean();
  const activeIndex = releases.findIndex((release) => release.active);
  const previous = releases[activeIndex + 1];
  if (activeIndex < 0 || !previous)
    throw new Error(`${name} has no earlier release to roll back to`);
  await RemoteRelease.updateMany({ name }, { $set: { active: false } });
  // The rolled-back-from release is dropped so a second rollback goes further back in time.
  await RemoteRelease.deleteOne({ _id: releases[activeIndex]?._id });
  await RemoteRelease.updateOne({ _id: previous._id }, { $set: { active: true } });
  return { name, version: previous.version, manifestUrl: previous.manifestUrl };
}

/** Registers defaults for remotes that have no release yet (a fresh database). */
export async function ensureRemotes(defaults: RemoteEntry[]): Promise<void> {
  for (const entry of defaults) {
    const existing = await RemoteRelease.exists({ name: entry.name });
    if (!existing) await publishRemote(entry);
  }
}
