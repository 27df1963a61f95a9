import type { Server } from 'node:http';
import path from 'node:path';
import {
  needsSession,
  signInLocation,
  type RemoteEntry,
  type RemoteName,
} from '@staydesk/contracts';
import { cachedRead, withoutWaiting } from './cached-read';
import { originOfRemote, originsOf } from './remote-origins';
import { readManifests, remotePreloadLinks, type RemoteManifests } from './remote-preloads';
import { createServerViewService } from './server-view-service';
import { startStaticServer } from './static-server';

export interface ShellServerOptions {
  port: number;
  /** The API instances: /api goes to each in turn, and so do the edge's own reads. */
  apiTargets: readonly string[];
  /** The remote registry as the API keeps it: which version of each remote is active, where. */
  readRemoteRegistry: () => Promise<RemoteEntry[]>;
  /** Behind TLS: browsers are told to come back over HTTPS only. */
  servedOverTls: boolean;
  /** The shell's build; its own dist folder unless another build is measured. */
  dir?: string;
  /**
   * Where an admin may load a remote from in their own browser (REMOTE_OVERRIDE_ORIGINS,
   * decision 47); none unless given.
   */
  remoteOverrideOrigins?: readonly string[];
}

const SHELL_DIST = path.join(__dirname, '..', 'dist');

/**
 * The shell's edge: the page for every location, with its policy, its remotes' preloads and,
 * for a browser that keeps its workspace, the home page drawn with the caller's data; the API
 * behind /api on the same origin.
 */
export function startShellServer(options: ShellServerOptions): Promise<Server> {
  let apiReads = 0;
  const nextApi = () => options.apiTargets[apiReads++ % options.apiTargets.length]!;
  const registry = cachedRead(
    options.readRemoteRegistry,
    [] as RemoteEntry[],
    'the remote registry',
  );
  // A page is not held up by the remotes: after the first read, it gets the manifests last read.
  const remoteManifests = withoutWaiting(
    cachedRead(
      async () => readManifests(await registry()),
      new Map() as RemoteManifests,
      "the remotes' manifests",
    ),
  );
  return startStaticServer({
    dir: options.dir ?? SHELL_DIST,
    port: options.port,
    apiTarget: options.apiTargets,
    cors: false,
    servedOverTls: options.servedOverTls,
    // The shell's policy admits the active remotes' origins, read from the registry, and those
    // an admin's override may use: the page is the same for every caller.
    remoteOrigins: async () => [
      ...new Set([...originsOf(await registry()), ...(options.remoteOverrideOrigins ?? [])]),
    ],
    pageHead: async (pathname, search) =>
      remotePreloadLinks(pathname, search, await remoteManifests()),
    signedOutLocation: (pathname, search) =>
      needsSession(pathname) ? signInLocation(pathname, search) : null,
    serverView: createServerViewService({
      apiBase: nextApi,
      remoteOrigin: async (name: RemoteName) => originOfRemote(await registry(), name),
    }),
  });
}
