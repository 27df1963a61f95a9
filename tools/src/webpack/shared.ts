import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const rootDir = path.resolve(__dirname, '../../..');

/**
 * The version of a package as code in `fromDir` resolves it: the nearest node_modules holding
 * it. Read directly, as a package's `exports` may not expose its package.json.
 */
function versionSeenFrom(fromDir: string, pkg: string): string {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const manifestPath = path.join(dir, 'node_modules', pkg, 'package.json');
    if (existsSync(manifestPath))
      return (JSON.parse(readFileSync(manifestPath, 'utf8')) as { version: string }).version;
    if (dir === path.dirname(dir)) throw new Error(`${pkg} is not installed for ${fromDir}`);
  }
}

/** 0.x releases may break with every minor, so there the minor counts as the major. */
const compatibilityLine = (version: string) => {
  const [major = '0', minor = '0'] = version.split('.');
  return major === '0' ? `0.${minor}` : major;
};

/**
 * Fails the build of an app that would get another major of a shared singleton than the
 * workspace's (the shell's), which the federation runtime would otherwise hand it anyway.
 */
export function assertOneMajor(appDir: string, pkg: string): string {
  const provided = versionSeenFrom(rootDir, pkg);
  const wanted = versionSeenFrom(appDir, pkg);
  if (compatibilityLine(wanted) !== compatibilityLine(provided))
    throw new Error(
      `${path.basename(appDir)} resolves ${pkg} ${wanted}, but the platform shares ${provided}`,
    );
  return provided;
}

/**
 * The singletons every federated build shares: React, Emotion and the design-system (with the
 * entry points they are imported through), and get-nonce, where the design-system leaves the
 * page's CSP nonce for every copy of react-style-singleton, whichever build bundles it.
 * Nothing else is shared by default: a remote that needs a library bundles its own copy and
 * stays independently deployable.
 *
 * No `requiredVersion`: the federation runtime would check it with its regular-expression
 * semver on every shared module a build consumes, about 60 ms of a phone's CPU on each page
 * load (decision 18). Every build takes these packages from the workspace's one lockfile, so
 * `assertOneMajor` checks at build time what the runtime would have checked at load.
 */
export function sharedSingletons(
  appDir: string,
): Record<string, { singleton: true; requiredVersion: false; version: string }> {
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
    Object.entries(packages).map(([request, pkg]) => [
      request,
      { singleton: true, requiredVersion: false, version: assertOneMajor(appDir, pkg) },
    ]),
  );
}
