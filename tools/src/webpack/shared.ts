import { readFileSync } from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(__dirname, '../../..');

function installedVersion(pkg: string): string {
  const manifest = JSON.parse(
    readFileSync(path.join(rootDir, 'node_modules', pkg, 'package.json'), 'utf8'),
  ) as { version: string };
  return manifest.version;
}

/**
 * The singletons every federated build shares: React, Emotion and the design-system (with the
 * entry points they are imported through), and get-nonce, where the design-system leaves the
 * page's CSP nonce for every copy of react-style-singleton, whichever build bundles it.
 * Nothing else is shared by default: a remote that needs a library bundles its own copy and
 * stays independently deployable.
 */
export function sharedSingletons(): Record<
  string,
  { singleton: true; requiredVersion: string; version: string }
> {
  const packages: Record<string, string> = {
    react: 'react',
    'react/jsx-runtime': 'react',
    'react-dom': 'react-dom',
    'react-dom/client': 'react-dom',
    '@emotion/react': '@emotion/react',
    '@emotion/react/jsx-runtime': '@emotion/react',
    '@staydesk/design-system': '@staydesk/design-system',
    '@staydesk/design-system/overlays': '@staydesk/design-system',
    '@staydesk/design-system/panels': '@staydesk/design-system',
    'get-nonce': 'get-nonce',
  };
  return Object.fromEntries(
    Object.entries(packages).map(([request, pkg]) => {
      const version = installedVersion(pkg);
      const major = version.split('.')[0] ?? '0';
      // Any release of the same major fits; below 1.0 every minor may break, so pin the minor.
      const requiredVersion = major === '0' ? `~${version}` : `^${major}.0.0`;
      return [request, { singleton: true, requiredVersion, version }];
    }),
  );
}
