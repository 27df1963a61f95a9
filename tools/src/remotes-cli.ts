import { remoteNameSchema } from '@staydesk/contracts';
import {
  activeRemotes,
  connectDatabase,
  disconnectDatabase,
  publishRemote,
  rollbackRemote,
} from '@staydesk/api';
import { withDatabase } from './with-database';

const USAGE = [
  'Usage:',
  '  npm run remotes -- list',
  '  npm run remotes -- set <remote> <version> <manifestUrl>',
  '  npm run remotes -- rollback <remote>',
].join('\n');

/** Publishing or rolling back a remote is a registry change: the next shell load picks it up. */
withDatabase(
  async () => {
    const [command, name, version, manifestUrl] = process.argv.slice(2);
    if (command === 'list') {
      for (const remote of await activeRemotes())
        console.log(`${remote.name}\t${remote.version}\t${remote.manifestUrl}`);
    } else if (command === 'set' && name && version && manifestUrl) {
      const entry = await publishRemote({
        name: remoteNameSchema.parse(name),
        version,
        manifestUrl,
      });
      console.log(`${entry.name} is now ${entry.version} (${entry.manifestUrl})`);
    } else if (command === 'rollback' && name) {
      const entry = await rollbackRemote(remoteNameSchema.parse(name));
      console.log(`${entry.name} rolled back to ${entry.version} (${entry.manifestUrl})`);
    } else {
      console.error(USAGE);
      process.exitCode = 2;
    }
  },
  { connectDatabase, disconnectDatabase },
);
