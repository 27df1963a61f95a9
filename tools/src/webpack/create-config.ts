import fs from 'node:fs';
import path from 'node:path';
import zlib, { type BrotliOptions } from 'node:zlib';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import type { Configuration } from 'webpack';
import { ChunkPreloadPlugin } from './chunk-preload-plugin';
import { firstViewManifestData } from './first-view-assets';
import { PublicFilesPlugin } from './public-files-plugin';
import { ServiceWorkerPlugin } from './service-worker-plugin';
import { sharedSingletons } from './shared';

export interface FederatedAppOptions {
  /** Workspace name: 'shell' or a remote name such as 'mf-tasks'. */
  name: string;
  /** Absolute path of the workspace. */
  dir: string;
  /** Modules the remote exposes, e.g. { './TaskSidebar': './src/expose/TaskSidebar.tsx' }. */
  exposes?: Record<string, string>;
  /** Title of the HTML page (the shell, or a remote's standalone harness). */
  title: string;
  /**
   * The shell's service worker source, emitted as `sw.js` at the root of dist: unhashed, so
   * its URL and scope ('/') never change, and the browser checks its bytes for updates.
   */
  serviceWorker?: string;
  /** The page preloads the scripts behind its entry's async boundary (the shell's does). */
  preloadBoundary?: boolean;
}

const swcRule = {
  test: /\.tsx?$/,
  exclude: /node_modules/,
  use: {
    loader: 'swc-loader',
    options: {
      jsc: {
        target: 'es2020',
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', importSource: '@emotion/react' } },
      },
    },
  },
};

/** sonner's stylesheet gets the page's CSP nonce (see style-nonce-loader.ts). */
const sonnerStyleRule = {
  test: /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/,
  use: { loader: path.join(__dirname, 'style-nonce-loader.ts') },
};

/**
 * What the static server sends compressed: scripts, styles, manifests and icons, each
 * compressed once here at the highest levels (a build pays seconds, every download gains). The
 * page is rendered per request and source maps are read by developers only: neither is.
 */
const COMPRESSED_ASSETS = /\.(js|css|json|svg)$/;

const precompressed = () => [
  new CompressionPlugin<BrotliOptions>({
    test: COMPRESSED_ASSETS,
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
  }),
  new CompressionPlugin({
    test: COMPRESSED_ASSETS,
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
  }),
];

type Mode = 'production' | 'development';
type FederationExperiments = ConstructorParameters<typeof ModuleFederationPlugin>[0]['experiments'];

const federationNameOf = (options: FederatedAppOptions) => options.name.replace(/-/g, '_');

/** What every build of the platform shares: loaders, minifier, source maps, output naming. */
function baseConfig(options: FederatedAppOptions, mode: Mode): Configuration {
  const isRemote = options.exposes !== undefined;
  return {
    mode,
    context: options.dir,
    // No eval-based source maps: the Content-Security-Policy forbids eval in every mode.
    devtool: mode === 'production' ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      // Entries keep stable names (served no-cache); chunks are content-hashed and immutable.
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      // A remote's chunks load from wherever its manifest was found; the shell owns the root.
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: federationNameOf(options),
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: { rules: [swcRule, sonnerStyleRule] },
    performance: { hints: false },
    optimization: {
      // Licences go to a `.LICENSE.txt` next to each bundle, which names it: inline, React's
      // alone were 0.9 KB gzip of the shell's critical path.
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: true })],
    },
    stats: 'errors-warnings',
  };
}

// The prelude comes first in every page's entry.
const pageEntry = { main: [path.join(__dirname, 'csp-prelude.ts'), './src/index.ts'] };

const pagePlugin = (options: FederatedAppOptions) =>
  new HtmlWebpackPlugin({
    title: options.title,
    template: path.join(__dirname, 'index.html'),
    favicon: path.join(__dirname, 'favicon.svg'),
    chunks: ['main'],
    // An app with a web manifest (the shell's, in its public folder) can be installed.
    webAppManifest: fs.existsSync(path.join(options.dir, 'public', 'manifest.webmanifest')),
  });

/**
 * The runtime plugin that hands the shell's federation runtime to the remotes, by its ES module
 * build: `experiments.provideExternalRuntime` adds its CommonJS build, which pulls in a second,
 * CommonJS copy of the runtime next to the one the bundler runtime imports.
 */
const provideRuntimePlugin = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

const federation = (
  options: FederatedAppOptions,
  experiments: FederationExperiments,
  runtimePlugins: string[] = [],
) =>
  new ModuleFederationPlugin({
    name: federationNameOf(options),
    filename: options.exposes ? 'remoteEntry.js' : undefined,
    exposes: options.exposes,
    // Remotes are never known at build time: the shell registers them from the registry.
    remotes: {},
    shared: sharedSingletons(options.dir),
    // The shell loads every shared singleton before any remote does, so each remote takes the
    // shell's. 'version-first' would fetch and run every registered remote's entry to compare
    // versions first: four entries nobody shows, on every page (decision 18).
    shareStrategy: 'loaded-first',
    manifest: options.exposes
      ? { fileName: 'mf-manifest.json', additionalData: firstViewManifestData }
      : false,
    dts: false,
    dev: false,
    experiments,
    runtimePlugins,
  });

/**
 * The libraries the shell provides to every remote and renders its chrome with, in two chunks:
 * split by shared module they were nine files, each a request of its own on HTTP/1.1's six
 * connections and a script element the page's main thread appends. Two, not one: the browser
 * finishes compiling a script on the main thread in the task it arrives in, and for all of them
 * together that took over 20 ms of a phone's CPU. React DOM (with its scheduler) is about half.
 */
const bootVendors = {
  reactDom: {
    test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
    name: 'react-dom',
    chunks: 'async' as const,
    enforce: true,
    priority: 30,
  },
  vendors: {
    test: /[\\/]node_modules[\\/](react|@emotion|@babel[\\/]runtime|stylis|hoist-non-react-statics|get-nonce)[\\/]/,
    name: 'vendors',
    chunks: 'async' as const,
    enforce: true,
    priority: 20,
  },
};

/**
 * The one webpack configuration of the platform: the shell (the federation host) and every
 * remote build through here, so that shared singletons, output layout and the manifest agree.
 *
 * The shell's page carries the federation runtime and hands it to every remote it loads, so a
 * remote's entry does not ship a copy of its own. A remote therefore builds twice into its
 * dist: the federated container the shell loads (remoteEntry.js and the exposed surfaces), and
 * its standalone harness page, an ordinary bundle with no federation in it.
 */
export function createWebpackConfig(
  options: FederatedAppOptions,
  mode: Mode = 'production',
): Configuration | Configuration[] {
  const base = baseConfig(options, mode);
  if (!options.exposes) {
    return {
      ...base,
      optimization: { ...base.optimization, splitChunks: { cacheGroups: bootVendors } },
      // The entry only imports './bootstrap' dynamically: the async boundary lets the
      // federation runtime negotiate shared singletons before any React code runs.
      entry: pageEntry,
      // Named by id, the shared libraries' chunk too: a file's name says which chunk it holds.
      output: { ...base.output, clean: true, chunkFilename: '[id].[contenthash:8].js' },
      plugins: [
        federation(options, { optimization: { target: 'web' } }, [provideRuntimePlugin]),
        pagePlugin(options),
        ...(options.preloadBoundary ? [new ChunkPreloadPlugin()] : []),
        ...(options.serviceWorker
          ? [new ServiceWorkerPlugin({ entry: options.serviceWorker, filename: 'sw.js' })]
          : []),
        ...(fs.existsSync(path.join(options.dir, 'public'))
          ? [new PublicFilesPlugin(path.join(options.dir, 'public'))]
          : []),
        ...precompressed(),
      ],
    };
  }
  const container = `${options.name}-container`;
  return [
    {
      ...base,
      name: container,
      // The container's only entry is remoteEntry.js, which the federation plugin adds.
      entry: {},
      output: { ...base.output, clean: true },
      plugins: [federation(options, { externalRuntime: true }), ...precompressed()],
    },
    {
      ...base,
      name: `${options.name}-harness`,
      // After the container: it empties dist first.
      dependencies: [container],
      entry: pageEntry,
      plugins: [pagePlugin(options), ...precompressed()],
    },
  ];
}
